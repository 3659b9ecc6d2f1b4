// The one react-router of the site. Apps import routing from 'shared', never from 'react-router': `shared` is
// a federation singleton, so every app gets this one instance (one router context), and only the names below
// are bundled instead of the whole package (docs/decisions/0007-router-through-shared.md).
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { InitialEntry } from 'react-router';

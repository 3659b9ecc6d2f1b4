// The one react-router of the site. Apps import routing from 'shared-core', never from 'react-router': the
// core is a federation singleton, so every app gets this one instance (one router context for the shell's
// router and every remote's links and hooks), and only the names below are bundled
// (docs/decisions/0007-router-through-shared.md).
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { InitialEntry } from 'react-router';

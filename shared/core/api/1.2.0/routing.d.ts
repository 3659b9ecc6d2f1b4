export { BrowserRouter, Link, MemoryRouter, Navigate, NavLink, Outlet, Route, Routes, StaticRouter, matchRoutes, useLocation, useNavigate, useParams, useSearchParams, } from 'react-router';
export type { InitialEntry } from 'react-router';

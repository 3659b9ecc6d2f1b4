// 'Terug' to the previous page inside the site, or to DEFAULT_BACK_PATH ('/') when this page was the first one
// (the router's first location has the key 'default').
import { Button, DEFAULT_BACK_PATH } from 'shared';
import { useLocation, useNavigate } from 'shared-core';

export function BackButton({ label }: { label: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Button $variant="secondary" onClick={() => void (location.key !== 'default' ? navigate(-1) : navigate(DEFAULT_BACK_PATH))}>
      <span aria-hidden="true">←</span> {label}
    </Button>
  );
}

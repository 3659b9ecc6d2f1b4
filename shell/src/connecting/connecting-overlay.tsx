// SPEC §2: a full-screen overlay until GET health/ping answers, retried every 30 s (the trial server
// may be asleep). The app mounts beneath it so remote code loads meanwhile, but stays inert.
import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { HEALTH_RETRY_MS, Spinner, api, theme } from 'shared';
import { messages } from '../messages.ts';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(4)};
  padding: ${theme.space(6)};
  background: ${theme.colour.surface};
  text-align: center;
  h1 { color: ${theme.colour.primary}; font-size: ${theme.font.size.title}; margin: 0; }
  p { max-width: 36rem; margin: 0; }
`;

/** `answered`: the API has just answered already (it rendered the page), so there is nothing to wait for. */
export function useServerConnection(answered = false): { connected: boolean; failedOnce: boolean } {
  const [connected, setConnected] = useState(answered);
  const [failedOnce, setFailedOnce] = useState(false);
  useEffect(() => {
    if (answered) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const ping = () => {
      api
        .get('health/ping')
        .then(() => {
          if (!stopped) setConnected(true);
        })
        .catch(() => {
          if (stopped) return;
          setFailedOnce(true);
          timer = setTimeout(ping, HEALTH_RETRY_MS);
        });
    };
    ping();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [answered]);
  return { connected, failedOnce };
}

/**
 * `serverRendered`: the page came with its content from the site's server, which answered with the API's data: the
 * overlay would only hide what is already there.
 */
export function ConnectingGate({ children, serverRendered = false }: { children: ReactNode; serverRendered?: boolean }) {
  const { connected, failedOnce } = useServerConnection(serverRendered);
  const text = messages.shell.connecting;
  return (
    <>
      <div inert={!connected}>{children}</div>
      {!connected && (
        <Overlay role="dialog" aria-modal="true" aria-labelledby="connecting-title" aria-busy="true">
          <h1 id="connecting-title">{text.title}</h1>
          <Spinner label={text.title} />
          <p>{text.note}</p>
          {failedOnce && <p>{text.retrying(HEALTH_RETRY_MS / 1000)}</p>}
        </Overlay>
      )}
    </>
  );
}

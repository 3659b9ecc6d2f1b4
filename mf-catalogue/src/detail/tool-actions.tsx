// 'Wijzig' and 'Verwijder' for whoever manages the tool: the removal asks first (SPEC §2's confirmation) and, once
// done, goes back after 1 second (SPEC §4), to where the visitor came from.
import { useState } from 'react';
import { api, Button, ButtonRow, DEFAULT_BACK_PATH, RemovalConfirmation, useMutation, type AiTool } from 'shared';
import { useLocation, useNavigate } from 'shared-core';
import { messages } from '../messages.ts';

/** SPEC §4: after a deletion the page goes back after 1 second. */
const BACK_AFTER_DELETE_MS = 1000;

const text = messages.catalogue.edit;

export function ToolActions({ tool, onEdit }: { tool: AiTool; onEdit(): void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation(() => api.delete(`aiTools/${tool.id}`), {
    errorContext: 'toolDelete',
    success: text.removed,
    invalidates: ['tools', 'managedTools'],
    onSuccess: () => {
      setConfirming(false);
      // Back where the user came from; to the home page when this page was the first one (the router's 'default').
      window.setTimeout(() => void (location.key !== 'default' ? navigate(-1) : navigate(DEFAULT_BACK_PATH)), BACK_AFTER_DELETE_MS);
    },
  });
  return (
    <>
      <ButtonRow>
        <Button onClick={onEdit}>{text.edit}</Button>
        <Button $variant="danger" onClick={() => setConfirming(true)}>
          {text.remove}
        </Button>
      </ButtonRow>
      {confirming && (
        <RemovalConfirmation title={text.removeTitle} cancelLabel={text.removeCancel} removal={remove} onCancel={() => setConfirming(false)}>
          <p>{text.confirmRemove}</p>
        </RemovalConfirmation>
      )}
    </>
  );
}

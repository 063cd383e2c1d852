import { lazy, Suspense, useState } from 'react';
import { Button, Group, Skeleton } from '@mantine/core';
import { VOID_AWARD, type ItemActionDto } from '@charter/shared';
import { LoadError } from '../../../components/ui/load-error';
import { useItemActions } from '../hooks/use-item-actions';

// The dialog's fields (dates, pickers, checkboxes) load when an action is chosen, not with the page.
const ActionDialog = lazy(() => import('./action-dialog').then((m) => ({ default: m.ActionDialog })));

interface ItemActionsProps {
  entity: string;
  id: string;
  itemLabel: string;
  /** Route-type actions open another editor: the page knows where its {appRoute} paths lead. */
  onRoute: (appRoute: string) => void;
}

/** An action that undoes what was agreed (closing the item, taking an award back) stands apart, in red. */
const undoesWork = (action: ItemActionDto) => action.nextState === 'Closed' || action.actionName === VOID_AWARD;

/**
 * The allowed actions of one item as buttons (core section 4): what the server offers this user's
 * role in the item's status. State actions confirm in a dialog; Route actions navigate.
 */
export function ItemActions({ entity, id, itemLabel, onRoute }: ItemActionsProps) {
  const query = useItemActions(entity, id);
  // The status is pinned when the dialog opens: if the item changes meanwhile, the server answers 409.
  const [open, setOpen] = useState<{ action: ItemActionDto; status: string } | null>(null);

  if (query.isPending) {
    return (
      <Group gap="sm" role="status" aria-label="Loading actions">
        <Skeleton h={36} w={120} radius="md" />
        <Skeleton h={36} w={100} radius="md" />
      </Group>
    );
  }
  if (query.isError) return <LoadError title="Error Loading Actions" query={query} />;

  const { status, actions } = query.data;
  if (actions.length === 0) return null;
  return (
    <>
      <Group gap="sm" role="group" aria-label="Actions">
        {actions.map((action) => (
          <Button
            key={action.id}
            variant={undoesWork(action) ? 'outline' : 'filled'}
            color={undoesWork(action) ? 'red' : undefined}
            title={action.actionDescription || undefined}
            onClick={() => (action.actionType === 'Route' && action.appRoute ? onRoute(action.appRoute) : setOpen({ action, status }))}
          >
            {action.actionName}
          </Button>
        ))}
      </Group>
      {open ? (
        <Suspense fallback={null}>
          <ActionDialog
            key={open.action.id}
            entity={entity}
            id={id}
            itemLabel={itemLabel}
            currentStatus={open.status}
            action={open.action}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

import { useState } from 'react';
import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { MoveResult } from '@charter/shared';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { MOVED_ENTITIES, move, type MoveCall } from '../api/admin-tools-api';
import { MoveTargetSelect, type MoveTarget } from './move-target-select';

export type MoveKind = 'staffToDepartment' | 'departmentToClient' | 'clientToDepartment' | 'departmentToStaff' | 'staffToOperator';

export interface MovedParty {
  id: string;
  name: string;
  clientId?: string;
  departmentId?: string;
}

interface Plan {
  title: string;
  target?: { kind: 'Clients' | 'Departments'; label: string };
  /** What will move, named for the confirmation. */
  explain: (name: string, target: string) => string[];
  call: (party: MovedParty, target: MoveTarget | null, extra: { companyName: string; aocNumber: string }) => MoveCall;
  exclude: (party: MovedParty) => string[];
}

export const MOVE_PLANS: Record<MoveKind, Plan> = {
  staffToDepartment: {
    title: 'Move to another department',
    target: { kind: 'Departments', label: 'New department' },
    explain: (name, target) => [`${name} moves to ${target}, with all their charters.`],
    call: (p, t) => ({ path: 'changeMasterDepartment', body: { staffId: p.id, departmentId: t!.id } }),
    exclude: (p) => (p.departmentId ? [p.departmentId] : []),
  },
  departmentToClient: {
    title: 'Move to another client',
    target: { kind: 'Clients', label: 'New client' },
    explain: (name, target) => [`${name} moves under ${target}, with its staff and all their charters.`],
    call: (p, t) => ({ path: 'changeMasterClient', body: { departmentId: p.id, clientId: t!.id } }),
    exclude: (p) => (p.clientId ? [p.clientId] : []),
  },
  clientToDepartment: {
    title: 'Move client to department',
    target: { kind: 'Clients', label: 'Becomes a department of' },
    explain: (name, target) => [
      `${name} becomes a new department of ${target}; its own sign-in becomes that department's.`,
      `Its departments, with their staff, become departments of ${target}; every charter goes with them.`,
      `${name} itself is kept, Inactive, for its history.`,
    ],
    call: (p, t) => ({ path: 'moveClientToDepartment', body: { clientId: p.id, targetClientId: t!.id } }),
    exclude: (p) => [p.id],
  },
  departmentToStaff: {
    title: 'Move department to staff',
    target: { kind: 'Departments', label: 'Becomes a staff member of' },
    explain: (name, target) => [
      `${name} becomes a new staff member of ${target}; its own sign-in becomes that staff member's, with its own charters.`,
      `Its staff move to ${target}, with their charters.`,
      `${name} itself is kept, Inactive, for its history.`,
    ],
    call: (p, t) => ({ path: 'moveDepartmentToStaff', body: { departmentId: p.id, targetDepartmentId: t!.id } }),
    exclude: (p) => [p.id],
  },
  staffToOperator: {
    title: 'Move staff to operator',
    explain: (name) => [
      `${name} becomes an Active operator; their sign-in becomes the operator's.`,
      'Their charters stay with their client; the staff record is kept, Inactive.',
    ],
    call: (p, _t, extra) => ({
      path: 'moveStaffToSupplier',
      body: { staffId: p.id, companyName: extra.companyName.trim() || undefined, aocNumber: extra.aocNumber.trim() || undefined },
    }),
    exclude: () => [],
  },
};

interface MoveDialogProps {
  kind: MoveKind | null;
  party: MovedParty;
  onClose: () => void;
  /** Where the party is now, to open it (a new department, staff member or operator). */
  hrefOfResult: (result: MoveResult) => string | null;
  onOpen: (href: string) => void;
}

/** One move: choose the target, read what will move, confirm; the answer says what moved. */
export function MoveDialog({ kind, party, onClose, hrefOfResult, onOpen }: MoveDialogProps) {
  const [target, setTarget] = useState<MoveTarget | null>(null);
  const [extra, setExtra] = useState({ companyName: '', aocNumber: '' });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ lines: string[]; href: string | null } | null>(null);
  const queryClient = useQueryClient();
  const feedback = useSaveFeedback();
  const plan = kind ? MOVE_PLANS[kind] : null;

  function close() {
    setTarget(null);
    setExtra({ companyName: '', aocNumber: '' });
    setError('');
    setDone(null);
    onClose();
  }

  async function confirm() {
    if (!plan) return;
    if (plan.target && !target) {
      setError(`Choose the ${plan.target.kind === 'Clients' ? 'client' : 'department'}.`);
      return;
    }
    setBusy(true);
    try {
      const result = await move(plan.call(party, target, extra));
      if (result.success && result.result) {
        await Promise.all(MOVED_ENTITIES.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        const href = hrefOfResult(result.result);
        setDone({ lines: result.messages, href: href && result.result.partyId !== party.id ? href : null });
      } else {
        setError(result.messages.join(' '));
      }
    } catch (err) {
      feedback.unexpected(plan.title, err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={!!plan} onClose={close} title={plan?.title ?? ''} centered size="lg">
      {plan && done ? (
        <Stack gap="md">
          <Alert color="teal" title="Moved" role="status">
            <Stack gap={4}>
              {done.lines
                .filter((l) => l !== 'Moved.')
                .map((l) => (
                  <Text key={l} size="sm">
                    {l}
                  </Text>
                ))}
            </Stack>
          </Alert>
          <Group justify="flex-end" gap="sm">
            {done.href ? (
              <Button
                variant="default"
                onClick={() => {
                  const href = done.href!;
                  close();
                  onOpen(href);
                }}
              >
                Open it
              </Button>
            ) : null}
            <Button onClick={close}>Close</Button>
          </Group>
        </Stack>
      ) : null}
      {plan && !done ? (
        <Stack gap="md">
          {plan.target ? (
            <MoveTargetSelect
              kind={plan.target.kind}
              label={plan.target.label}
              value={target}
              onChange={(t) => {
                setTarget(t);
                setError('');
              }}
              exclude={plan.exclude(party)}
            />
          ) : (
            <>
              <TextInput
                label="Operator company name"
                description={`Leave blank to use ${party.name}.`}
                value={extra.companyName}
                maxLength={200}
                onChange={(e) => setExtra((x) => ({ ...x, companyName: e.currentTarget.value }))}
              />
              <TextInput
                label="AOC number"
                value={extra.aocNumber}
                maxLength={50}
                onChange={(e) => setExtra((x) => ({ ...x, aocNumber: e.currentTarget.value }))}
              />
            </>
          )}
          <div>
            <Text size="sm" fw={600}>
              What will move
            </Text>
            <List size="sm" spacing={4} mt={4}>
              {plan.explain(party.name, target?.label ?? (plan.target ? 'the chosen one' : '')).map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
              <List.Item>Everyone whose place changes is signed out, so they sign in again and see their new place.</List.Item>
            </List>
          </div>
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="orange" onClick={() => void confirm()} loading={busy}>
              {plan.title}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import type { AccountRole, MoveResult } from '@charter/shared';
import { ChangeEmailDialog } from './change-email-dialog';
import { MoveDialog, MOVE_PLANS, type MoveKind, type MovedParty } from './move-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';

/** Which moves each kind of party offers (supplier-and-admin section 2, "Admin tools"). */
const MOVES: Record<AccountRole, MoveKind[]> = {
  Client: ['clientToDepartment'],
  ClientDepartment: ['departmentToClient', 'departmentToStaff'],
  ClientStaff: ['staffToDepartment', 'staffToOperator'],
  Supplier: [],
  Admin: [],
  CharterAdmin: [],
};

interface PartyToolsMenuProps {
  role: AccountRole;
  party: MovedParty & { email?: string };
  /** Where a party opens after a move made a new one (a department, staff member or operator). */
  hrefOfResult?: (result: MoveResult) => string | null;
  onOpen?: (href: string) => void;
}

/** The admin's Tools menu on a client, department, staff member or operator. */
export function PartyToolsMenu({ role, party, hrefOfResult, onOpen }: PartyToolsMenuProps) {
  const [open, setOpen] = useState<'reset' | 'email' | MoveKind | null>(null);
  const moves = MOVES[role];
  const signIn = { role, id: party.id, name: party.name, email: party.email };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" size="sm">
            Tools
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setOpen('reset')}>Reset password</Menu.Item>
          <Menu.Item onClick={() => setOpen('email')}>Change e-mail</Menu.Item>
          {moves.length > 0 ? <Menu.Divider /> : null}
          {moves.map((m) => (
            <Menu.Item key={m} onClick={() => setOpen(m)}>
              {MOVE_PLANS[m].title}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <ResetPasswordDialog opened={open === 'reset'} onClose={() => setOpen(null)} party={signIn} />
      <ChangeEmailDialog opened={open === 'email'} onClose={() => setOpen(null)} party={signIn} />
      <MoveDialog
        kind={open && open !== 'reset' && open !== 'email' ? open : null}
        party={party}
        onClose={() => setOpen(null)}
        hrefOfResult={hrefOfResult ?? (() => null)}
        onOpen={onOpen ?? (() => undefined)}
      />
    </>
  );
}

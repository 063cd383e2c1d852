import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientList } from '@charter/shared';
import { InvitationActions } from '../../../components/ui/invitation-actions';
import { PARTY_ENTITY, allPartyKeys, fetchParty, partyKey } from '../api/client-admin-api';
import { cancelInvitation, resendInvitation } from '../api/party-invite-api';

/** Re-send and cancel on the page of a client, department or staff member still Invited (nothing otherwise). */
export function PartyInvitationActions({ kind, id }: { kind: ClientList; id: string }) {
  const party = useQuery({ queryKey: partyKey(kind, id), queryFn: () => fetchParty(kind, id) });
  const queryClient = useQueryClient();
  if (party.data?.status !== 'Invited') return null;
  const role = PARTY_ENTITY[kind];
  const who = `${party.data.firstName} ${party.data.lastName} (${party.data.email})`;
  return (
    <InvitationActions
      who={who}
      resend={() => resendInvitation(role, id)}
      cancel={() => cancelInvitation(role, id)}
      onChanged={() => {
        for (const key of allPartyKeys()) void queryClient.invalidateQueries({ queryKey: key });
      }}
    />
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { InvitationActions } from '../../../components/ui/invitation-actions';
import { allSuppliersKey, cancelSupplierInvitation, resendSupplierInvitation } from '../api/supplier-admin-api';

interface SupplierInvitationActionsProps {
  supplier: { id: string; status: string; firstName: string; lastName: string; email: string };
  onChanged: () => void;
}

/** Re-send and cancel on an Invited operator's page (nothing otherwise). */
export function SupplierInvitationActions({ supplier, onChanged }: SupplierInvitationActionsProps) {
  const queryClient = useQueryClient();
  if (supplier.status !== 'Invited') return null;
  return (
    <InvitationActions
      who={`${supplier.firstName} ${supplier.lastName} (${supplier.email})`}
      resend={() => resendSupplierInvitation(supplier.id)}
      cancel={() => cancelSupplierInvitation(supplier.id)}
      onChanged={() => {
        void queryClient.invalidateQueries({ queryKey: allSuppliersKey() });
        onChanged();
      }}
    />
  );
}

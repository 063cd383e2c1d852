import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { approveSupplier } from '../api/supplier-admin-api';

const ROOT = 'supplier-admin';

/** Approve on an Inactive operator (an operator that signed up waits Inactive, ADR 0012): it becomes Active. */
export function ApproveSupplierButton({ supplierId, onApproved }: { supplierId: string; onApproved: () => void }) {
  const feedback = useSaveFeedback();
  const queryClient = useQueryClient();
  const approve = useMutation({
    mutationFn: () => approveSupplier(supplierId),
    onSuccess: (result) => {
      if (!result.success) return feedback.failed('Approve', result);
      feedback.saved('Approved', result.messages);
      void queryClient.invalidateQueries({ queryKey: [ROOT] });
      onApproved();
    },
    onError: (error) => feedback.unexpected('Approve', error),
  });
  return (
    <Button color="teal" onClick={() => approve.mutate()} loading={approve.isPending}>
      Approve
    </Button>
  );
}

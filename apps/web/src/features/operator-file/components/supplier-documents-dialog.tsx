import { Modal } from '@mantine/core';
import { OperatorDocuments } from './operator-documents';

interface SupplierDocumentsDialogProps {
  charterId: string;
  supplierId: string;
  operatorName: string;
  opened: boolean;
  onClose: () => void;
}

/** The supplier documents dialog of a bid (supplier-and-admin section 2): the operator's documents with approval and expiry. */
export function SupplierDocumentsDialog({ charterId, supplierId, operatorName, opened, onClose }: SupplierDocumentsDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={`${operatorName}: documents`} size="xl">
      {opened ? <OperatorDocuments charterId={charterId} supplierId={supplierId} /> : null}
    </Modal>
  );
}

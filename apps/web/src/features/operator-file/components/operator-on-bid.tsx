import { useState } from 'react';
import { Anchor, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { SupplierDocumentsDialog } from './supplier-documents-dialog';

interface OperatorOnBidProps {
  charterId: string;
  supplierId: string;
  name: string;
  /** {charter}/supplier/{supplierId}: the operator's file. */
  href: string;
}

/** A bid's operator for a viewer who may know it: its name opens its file; Documents opens the documents dialog. */
export function OperatorOnBid({ charterId, supplierId, name, href }: OperatorOnBidProps) {
  const [open, setOpen] = useState(false);
  return (
    <Group gap="xs" wrap="wrap">
      <Anchor component={Link} to={href} fz="sm" fw={600}>
        {name}
      </Anchor>
      <Button size="compact-xs" variant="light" onClick={() => setOpen(true)} aria-label={`Documents of ${name}`}>
        Documents
      </Button>
      <SupplierDocumentsDialog
        charterId={charterId}
        supplierId={supplierId}
        operatorName={name}
        opened={open}
        onClose={() => setOpen(false)}
      />
    </Group>
  );
}

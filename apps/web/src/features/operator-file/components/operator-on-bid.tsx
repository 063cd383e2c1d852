import { lazy, Suspense, useState } from 'react';
import { Anchor, Button, Group } from '@mantine/core';
import { Link } from 'react-router';

// Loaded when Documents is pressed: every bid card names its operator, few are opened.
const SupplierDocumentsDialog = lazy(() => import('./supplier-documents-dialog').then((m) => ({ default: m.SupplierDocumentsDialog })));

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
      {open ? (
        <Suspense fallback={null}>
          <SupplierDocumentsDialog
            charterId={charterId}
            supplierId={supplierId}
            operatorName={name}
            opened
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </Group>
  );
}

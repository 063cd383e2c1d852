import { lazy } from 'react';
import { Group } from '@mantine/core';
import { Navigate, Route, Routes } from 'react-router';
import { BulkEmailButton } from '../features/admin-tools/components/bulk-email-dialog';
import { NewSupplierButton } from '../features/supplier-admin/components/new-supplier-button';
import { SupplierList } from '../features/supplier-admin/components/supplier-list';
import { Page } from '../components/ui/page';

const SupplierDetailPage = lazy(() => import('./supplier-detail-page').then((m) => ({ default: m.SupplierDetailPage })));

export const SUPPLIERS_BASE = '/manageSuppliers';

/** /manageSuppliers: the list; /manageSuppliers/{supplierId}/{activeKey}/...: one supplier. */
export function ManageSuppliersPage() {
  return (
    <Routes>
      <Route
        index
        element={
          <Page
            title="Suppliers"
            subtitle="Aircraft operators, their aircraft, documents and bids."
            size="xl"
            actions={
              <Group gap="sm">
                <BulkEmailButton />
                <NewSupplierButton />
              </Group>
            }
          >
            <SupplierList hrefOf={(s) => `${SUPPLIERS_BASE}/${s.id}/Detail`} />
          </Page>
        }
      />
      <Route path=":supplierId/:activeKey/*" element={<SupplierDetailPage base={SUPPLIERS_BASE} />} />
      <Route path=":supplierId" element={<SupplierDetailPage base={SUPPLIERS_BASE} />} />
      <Route path="*" element={<Navigate to={SUPPLIERS_BASE} replace />} />
    </Routes>
  );
}

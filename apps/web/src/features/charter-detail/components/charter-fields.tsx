import type { ReactNode } from 'react';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CHARTER_TYPES, countOf, formatMoney } from '@charter/shared';
import { formatDateTime } from '../../../lib/format-date';
import type { CharterDetail } from '../api/charter-detail-api';
import { TOTAL_FLIGHT_TIME_STATUSES, totalFlightTime } from '../model/flight-time';
import { flownSectors } from '../model/flown-sectors';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" component="div" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children === '' || children === null || children === undefined ? '–' : children}
      </Text>
    </div>
  );
}

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

/**
 * The server sends only the prices this user may see: admins both (the operator's and the one with
 * margin), the client side the price with margin, the awarded operator its own price.
 */
function PriceFields({ charter }: { charter: CharterDetail }) {
  const { price, withMargin, currency } = charter;
  if (price !== null && withMargin !== null) {
    return (
      <>
        <Field label="Operator Price (ex GST)">{formatMoney(currency, price)}</Field>
        <Field label="Price with Margin">{formatMoney(currency, withMargin)}</Field>
      </>
    );
  }
  const shown = price ?? withMargin;
  return shown !== null ? <Field label="Price (ex GST)">{formatMoney(currency, shown)}</Field> : null;
}

/** The request's own fields, as the client filled them in and the workflow set them. */
export function CharterFields({ charter }: { charter: CharterDetail }) {
  const type = CHARTER_TYPES.find((t) => t.value === charter.charterType)?.label ?? charter.charterType;
  const showTotal = TOTAL_FLIGHT_TIME_STATUSES.includes(charter.status);
  return (
    <Card padding="lg">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Charter
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="md">
          {charter.clientName !== null ? (
            <Field label="Client">{[charter.clientName, charter.departmentName, charter.staffName].filter(Boolean).join(' · ')}</Field>
          ) : null}
          <Field label="Charter Type">{type}</Field>
          <Field label="Charter Sub Type">{charter.charterSubType}</Field>
          <Field label="Catering">{charter.catering}</Field>
          <Field label="Dangerous Goods">
            {charter.dangerousGoods ? `Yes${charter.dangerousGoodsIds.length ? `: ${charter.dangerousGoodsIds.join(', ')}` : ''}` : 'No'}
          </Field>
          <Field label="Preferred Aircraft">
            {charter.preferredAircraft.length === 0
              ? ''
              : charter.preferredAircraft.map((a, i) => (
                  <Text
                    key={a}
                    span
                    fz="sm"
                    c={a.toUpperCase() === 'TWIN ENGINE ONLY' ? 'red' : undefined}
                    fw={a.toUpperCase() === 'TWIN ENGINE ONLY' ? 700 : undefined}
                  >
                    {i > 0 ? ', ' : ''}
                    {a}
                  </Text>
                ))}
          </Field>
          <Field label="Shared">{yesNo(charter.shared)}</Field>
          <Field label="Share Manifest">{yesNo(charter.shareManifest)}</Field>
          {charter.purchaseOrderNumber !== null ? <Field label="Purchase Order Number">{charter.purchaseOrderNumber}</Field> : null}
          <Field label="Reason for Charter">{charter.reasonForCharter}</Field>
          <Field label="Bidding Time">{countOf(charter.biddingTimeSpanHours, 'hour')}</Field>
          <Field label="Bidding Ends">{formatDateTime(charter.biddingEndsAt)}</Field>
          <Field label="Created">{formatDateTime(charter.createdAt)}</Field>
          <Field label="Passengers">{charter.passengerCount}</Field>
          {showTotal ? <Field label="Total Flight Time">{totalFlightTime(flownSectors(charter.routes, charter.award))}</Field> : null}
          {charter.supplierName !== null ? <Field label="Operator">{charter.supplierName}</Field> : null}
          <PriceFields charter={charter} />
          {charter.closedAt ? <Field label="Closed">{formatDateTime(charter.closedAt)}</Field> : null}
          {charter.withdrawReason ? <Field label="Closing Reason">{charter.withdrawReason}</Field> : null}
        </SimpleGrid>
        {charter.award ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Field label="Inclusions">{charter.award.inclusions.join(', ')}</Field>
            <Field label="Exclusions">{charter.award.exclusions.join(', ')}</Field>
            <Field label="Operator Notes">{charter.award.operatorNotes}</Field>
          </SimpleGrid>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Field label="Special Requests">{charter.specialRequests}</Field>
          <Field label="Notes for Customer">{charter.notes}</Field>
          {/* The client's notes for operators: the server sends them to operators and admins only. */}
          {charter.notesForSupplier ? <Field label="Notes for Supplier">{charter.notesForSupplier}</Field> : null}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

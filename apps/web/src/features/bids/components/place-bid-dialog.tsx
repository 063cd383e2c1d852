import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, Modal, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { BID_MESSAGES, formatJobReference } from '@charter/shared';
import { LoadError } from '../../../components/ui/load-error';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useActiveAircraft, useCurrencies, useInExclusions, useSupplierOptions } from '../hooks/use-bids';
import { usePlaceBid } from '../hooks/use-place-bid';
import { withoutSectorErrors } from '../model/bid-errors';
import { formFeasibility } from '../model/form-feasibility';
import {
  SHARED_SECTOR_FIELDS,
  chooseAircraft,
  initialBidForm,
  sectorsCopiedTo,
  sectorsSharingWith,
  setSameForAll,
  setSector,
  type BidForm,
  type CharterSector,
  type SectorBidForm,
} from '../model/bid-form';
import { redReasons } from './feasibility-chips';
import { SectorBidFields } from './sector-bid-fields';
import { freeTextHint } from '../../../components/ui/free-text-hint';

interface PlaceBidDialogProps {
  charter: { id: string; jobReference: number; dangerousGoods: boolean; routes: CharterSector[] };
  /** The signed-in supplier's id; null for an admin, who picks the operator. */
  supplierId: string | null;
  /**
   * False once the charter has left Live while the dialog is open (bidding closed, or an admin
   * closed it): the operator keeps what was typed and is told why it cannot be sent.
   */
  biddingOpen: boolean;
  onClose: () => void;
  onPlaced: () => void;
}

const Z = { withinPortal: true, zIndex: 350 } as const;

/** Place Bid (supplier-and-admin sections 3 and 5): one bid route per sector, then price and terms. */
export function PlaceBidDialog({ charter, supplierId, biddingOpen, onClose, onPlaced }: PlaceBidDialogProps) {
  const isMobile = useIsMobile();
  const [form, setForm] = useState<BidForm>(() => initialBidForm(charter.routes, supplierId ?? ''));
  const place = usePlaceBid(charter.id, charter.jobReference, onPlaced);
  const suppliers = useSupplierOptions(supplierId === null);
  const aircraft = useActiveAircraft(form.bidderId || null);
  const inExclusions = useInExclusions();
  const currencies = useCurrencies();
  const fleet = aircraft.data ?? [];
  // Judged again at every pick: the operator sees a sector it cannot fly before it sends.
  const feasibility = formFeasibility(charter.routes, charter.dangerousGoods, form, fleet);
  const judged = new Map(feasibility.sectors.map((s) => [s.routeId, s]));

  const update = (next: BidForm) => {
    setForm(next);
    place.newAttempt();
    place.setClosedMessage(null);
  };
  const clearSectors = (sectors: number[], fields: readonly (keyof SectorBidForm)[]) =>
    place.setErrors((e) => withoutSectorErrors(e, sectors, fields));
  const clearBid = (field: string) =>
    place.setErrors((e) => ({ ...e, bid: Object.fromEntries(Object.entries(e.bid).filter(([k]) => k !== field)) }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void place.submit(form);
  }

  // The chosen currency stays listed while the list loads (or if an admin removed it since).
  const currencyChoices = [...new Set([form.currency, ...(currencies.data ?? []).map((c) => c.value)].filter(Boolean))];
  return (
    <Modal opened onClose={onClose} title="Place Bid" size="xl" fullScreen={isMobile} centered zIndex={300}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            Your offer for {formatJobReference(charter.jobReference)}. Prices are ex GST.
          </Text>
          {supplierId === null ? (
            <Select
              label="Supplier"
              required
              searchable
              placeholder={suppliers.isPending ? 'Loading...' : 'Choose the operator'}
              data={(suppliers.data ?? []).map((s) => ({ value: s.id, label: s.companyName }))}
              value={form.bidderId || null}
              onChange={(v) => {
                clearBid('bidderId');
                update({ ...form, bidderId: v ?? '', sectors: form.sectors.map((s) => ({ ...s, aircraft: [], passengerLimit: '' })) });
              }}
              error={place.errors.bid.bidderId ?? (suppliers.isError ? 'Error Loading' : undefined)}
              comboboxProps={Z}
            />
          ) : null}
          {aircraft.isError ? <LoadError title="Error loading" query={aircraft} /> : null}
          {form.sectors.length > 1 ? (
            <Checkbox
              label="Same for all"
              description="Fly every sector with the first sector's aircraft and pax limit"
              checked={form.sameAircraft}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                // The copied sectors now carry the first one's aircraft: their old messages no longer apply.
                if (on) clearSectors(sectorsCopiedTo(form), SHARED_SECTOR_FIELDS);
                update(setSameForAll(form, on));
              }}
            />
          ) : null}
          {form.sectors.map((sector, i) => (
            <SectorBidFields
              key={sector.routeId}
              index={i}
              sector={sector}
              aircraft={fleet}
              aircraftLoading={aircraft.isFetching}
              errors={place.errors.sectors[i] ?? {}}
              locked={form.sameAircraft && i > 0}
              feasibility={sector.aircraft.length > 0 ? (judged.get(sector.routeId) ?? null) : null}
              onChange={(patch) => {
                clearSectors(
                  [i],
                  [...(Object.keys(patch) as (keyof SectorBidForm)[]), ...('departTime' in patch ? ['departDate' as const] : [])],
                );
                if ('passengerLimit' in patch) clearSectors(sectorsSharingWith(form, i), SHARED_SECTOR_FIELDS);
                update(setSector(form, i, patch));
              }}
              onAircraft={(ids) => {
                clearSectors(sectorsSharingWith(form, i), SHARED_SECTOR_FIELDS);
                update(chooseAircraft(form, i, ids, fleet));
              }}
            />
          ))}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label="Currency"
              required
              data={currencyChoices}
              value={form.currency}
              onChange={(v) => {
                clearBid('currency');
                update({ ...form, currency: v ?? '' });
              }}
              error={place.errors.bid.currency ?? (currencies.isError ? 'Error Loading' : undefined)}
              comboboxProps={Z}
            />
            <NumberInput
              label="Price (ex GST)"
              required
              min={0}
              decimalScale={2}
              thousandSeparator=","
              prefix="$"
              value={form.price}
              onChange={(v) => {
                clearBid('price');
                update({ ...form, price: typeof v === 'number' ? v : '' });
              }}
              error={place.errors.bid.price}
            />
          </SimpleGrid>
          {inExclusions.isError ? <LoadError title="Error Loading In/Exclusions" query={inExclusions} /> : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <MultiSelect
              label="Inclusions"
              searchable
              data={(inExclusions.data?.inclusions ?? []).map((s) => s.value)}
              value={form.inclusions}
              onChange={(v) => update({ ...form, inclusions: v })}
              comboboxProps={Z}
            />
            <MultiSelect
              label="Exclusions"
              searchable
              data={(inExclusions.data?.exclusions ?? []).map((s) => s.value)}
              value={form.exclusions}
              onChange={(v) => update({ ...form, exclusions: v })}
              comboboxProps={Z}
            />
          </SimpleGrid>
          <Textarea
            label="Notes"
            {...freeTextHint()}
            autosize
            minRows={2}
            maxRows={6}
            value={form.notes}
            onChange={(e) => update({ ...form, notes: e.currentTarget.value })}
          />
          {feasibility.tone === 'red' ? (
            <Alert color="red" variant="light" title="Your aircraft cannot fly every sector as asked">
              {feasibility.sectors
                .filter((s) => s.tone === 'red')
                .map((s) => `${s.label}: ${redReasons(s)}.`)
                .join(' ')}{' '}
              You may still send the bid, but the client cannot accept it unless an admin overrides it.
            </Alert>
          ) : null}
          {place.errors.bid._ ? (
            <Alert color="red" variant="light" role="alert">
              {place.errors.bid._}
            </Alert>
          ) : null}
          {place.closedMessage || !biddingOpen ? (
            <Alert color="red" variant="filled" role="alert" title="Bid not placed">
              {place.closedMessage ?? BID_MESSAGES.closed}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={place.busy}>
              Cancel
            </Button>
            <Button type="submit" loading={place.busy} disabled={!biddingOpen}>
              Submit Bid
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

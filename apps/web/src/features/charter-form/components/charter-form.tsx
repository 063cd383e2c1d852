import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Card, Group, List, Stack, Tabs, Title } from '@mantine/core';
import '@mantine/dates/styles.css';
import { can, type PriceEstimateInput, type SessionUser } from '@charter/shared';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';
import { useCharterForm } from '../hooks/use-charter-form';
import { useSubmitCharter, type EditTarget } from '../hooks/use-submit-charter';
import { unplacedErrors } from '../model/error-placement';
import type { CharterForm, TripTab } from '../model/form-types';
import { commitDraft } from '../model/manifest';
import { choosesClient } from '../model/request-body';
import { SUB_TYPE_SOURCE, TRIP_TABS } from '../model/labels';
import { canAddSector, canRemoveSector } from '../model/trip-tabs';
import { priceTripOf, type PriceTrip } from '../model/price-trip';
import { estimateInputOf } from '../model/estimate-input';
import { AircraftPreferences } from './aircraft-preferences';
import { CargoAndSharingFields } from './cargo-and-sharing-fields';
import { CharterNotesFields } from './charter-notes-fields';
import { CharterTypeFields } from './charter-type-fields';
import { ClientSelector } from './client-selector';
import { LookupErrors } from './lookup-errors';
import { SectorCard } from './sector-card';
import { SubmitBar } from './submit-bar';
import { TripHeader } from './trip-header';

interface Props {
  session: SessionUser;
  /** A saved charter to edit (see formFromCharter): its values, read once, and where it is saved. */
  initial?: { form: CharterForm; target: EditTarget };
  /** The Indicative Price button: the page opens the price tool with the form's first sector. */
  onIndicativePrice?: (trip: PriceTrip) => void;
  /** Under the sectors: what the page shows about the trip's price (the estimate from awarded charters). */
  renderEstimate?: (input: PriceEstimateInput | null) => ReactNode;
}

/** The New Charter Request form (core section 2): trip, sectors, charter details, submit; also edits a saved one. */
export function CharterRequestForm({ session, initial, onIndicativePrice, renderEstimate }: Props) {
  const f = useCharterForm(initial?.form);
  const { form, errors } = f;
  const formRef = useRef<HTMLFormElement>(null);
  const [focusToken, setFocusToken] = useState(0);
  const admin = choosesClient(session);
  // The trip and its sectors first; the charter's details and the submit bar, below them, right after.
  const rest = useAfterFirstPaint();
  const editing = initial?.target;
  const { submit, busy } = useSubmitCharter({
    session,
    editing,
    showErrors: (e) => {
      f.showErrors(e);
      if (Object.keys(e).length > 0) setFocusToken((n) => n + 1);
    },
    commitOpenEditors: () => form.sectors.forEach((s, i) => s.manifestDraft && f.changeSector(i, commitDraft)),
  });

  // After a failed submit, take the user to the first field with a message.
  useEffect(() => {
    if (focusToken === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
    first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    // Selects and the date picker open on focus and would hide the message; only plain inputs take the focus.
    if (first?.matches('input:not([aria-haspopup]), textarea') && !first.closest('[data-scroll-only]'))
      first.focus({ preventScroll: true });
  }, [focusToken]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(form);
  };

  const loose = unplacedErrors(errors, form, admin);
  const problemCount = Object.keys(errors).length;
  const sectors = (
    <Stack gap="md" mt="md">
      {form.sectors.map((s, i) => (
        <SectorCard
          key={s.key}
          sector={s}
          index={i}
          errors={errors}
          caption={form.activeTab === 'Return' && i === 1 ? 'Return' : undefined}
          onChange={(patch) => f.setSector(i, patch)}
          changeSector={(change, clearPaths) => f.changeSector(i, change, clearPaths)}
          showErrors={f.addErrors}
          onRemove={canRemoveSector(form) ? () => f.removeStop(i) : undefined}
          canShare={can(session, 'offerCharterShares')}
        />
      ))}
      {form.activeTab === 'multi' ? (
        <Group>
          <Button variant="default" onClick={f.addStop} disabled={!canAddSector(form)}>
            Add sector
          </Button>
        </Group>
      ) : null}
    </Stack>
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={editing ? 'Edit charter request' : 'New charter request'}>
      <Stack gap="lg">
        <LookupErrors subTypeSource={SUB_TYPE_SOURCE[form.charterType]} />
        {admin ? (
          <Card padding="md" component="section" aria-label="Client">
            <Stack gap="sm">
              <Title order={2} fz="lg">
                Client
              </Title>
              <ClientSelector form={form} errors={errors} set={f.set} />
            </Stack>
          </Card>
        ) : null}

        <Tabs value={form.activeTab} onChange={(v) => v && f.setTab(v as TripTab)} keepMounted={false} variant="pills" radius="xl">
          <TripHeader
            hours={form.biddingTimeSpanHours}
            hoursError={errors.biddingTimeSpanHours}
            onHours={(v) => f.set({ biddingTimeSpanHours: v })}
            onPrice={onIndicativePrice ? () => onIndicativePrice(priceTripOf(form)) : undefined}
          />
          {TRIP_TABS.map((t) => (
            <Tabs.Panel key={t.value} value={t.value}>
              {sectors}
            </Tabs.Panel>
          ))}
        </Tabs>
        {renderEstimate ? renderEstimate(estimateInputOf(form)) : null}

        {rest ? (
          <>
            <Card padding="md" component="section" aria-label="Charter details">
              <Stack gap="md">
                <Title order={2} fz="lg">
                  Charter details
                </Title>
                <CharterTypeFields form={form} errors={errors} set={f.set} />
                <AircraftPreferences
                  value={form.preferredAircraft}
                  onChange={(v) => f.set({ preferredAircraft: v })}
                  error={errors.preferredAircraft}
                />
                <CargoAndSharingFields form={form} errors={errors} set={f.set} />
                <CharterNotesFields form={form} errors={errors} set={f.set} />
              </Stack>
            </Card>

            {loose.length > 0 ? (
              <Alert color="red" variant="light" title="Please check the request" role="alert">
                <List size="sm">
                  {loose.map((m) => (
                    <List.Item key={m}>{m}</List.Item>
                  ))}
                </List>
              </Alert>
            ) : null}

            <SubmitBar form={form} busy={busy} problemCount={problemCount} editing={Boolean(editing)} />
          </>
        ) : null}
      </Stack>
    </form>
  );
}

import { useState } from 'react';
import { can } from '@charter/shared';
import { Page } from '../components/ui/page';
import { CharterRequestForm } from '../features/charter-form/components/charter-form';
import { IndicativePriceWizard } from '../features/indicative-price/components/indicative-price-wizard';
import { TripEstimate } from '../features/price-estimates/components/trip-estimate';
import type { PricePrefill } from '../features/indicative-price/model/wizard-form';
import { useSignedInUser } from '../lib/session/session-context';

/** /newCharterRequest (core section 2): One Way, Return or Multi-stop, sent to the New list once saved. */
export function NewCharterRequestPage() {
  const session = useSignedInUser();
  // The form's Indicative Price button opens the public price tool with the first sector filled in.
  const [price, setPrice] = useState<PricePrefill | null>(null);
  return (
    <Page title="New Charter Request" subtitle="Where and when you want to fly; operators bid on it until bidding closes." size="lg">
      {/* Keyed by user so another sign-in never inherits this form's values. */}
      <CharterRequestForm
        key={session.userId}
        session={session}
        onIndicativePrice={setPrice}
        renderEstimate={can(session, 'viewPriceEstimates') ? (input) => <TripEstimate input={input} /> : undefined}
      />
      <IndicativePriceWizard opened={price !== null} onClose={() => setPrice(null)} prefill={price ?? undefined} />
    </Page>
  );
}

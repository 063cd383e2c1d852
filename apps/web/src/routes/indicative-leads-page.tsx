import { Page } from '../components/ui/page';
import { PriceLeadsList } from '../features/indicative-price/components/price-leads-list';

/** /indicativeLeads (admins): who asked the public price tool for what, to follow up. */
export function IndicativeLeadsPage() {
  return (
    <Page title="Price Leads" subtitle="Visitors who asked for an indicative price, newest first, with the trip they asked about.">
      <PriceLeadsList />
    </Page>
  );
}

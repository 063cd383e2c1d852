import { Page } from '../components/ui/page';
import { AircraftCategoriesTable } from '../features/aircraft-categories/components/aircraft-categories-table';

/** /aircraftCategories (admins): the categories' reference figures, and the fuel burn behind every CO2 estimate. */
export function AircraftCategoriesPage() {
  return (
    <Page
      title="Aircraft Categories"
      subtitle="Each category's seats, speeds and hourly rates, and the fuel burn from which every sector's CO2 estimate is worked out."
    >
      <AircraftCategoriesTable />
    </Page>
  );
}

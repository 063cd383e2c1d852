import { Alert, Text } from '@mantine/core';
import { Page } from '../components/ui/page';
import { useSignedInUser } from '../lib/session/session-context';
import { AREA_TITLES, areaTitle } from './area-titles';

/** Stands in for an area that a later issue builds: its real title and an honest notice, no sample data. */
export function AreaPage({ routePath }: { routePath: string }) {
  const session = useSignedInUser();
  const about = AREA_TITLES[routePath]?.about;
  return (
    <Page title={areaTitle(routePath, session)} subtitle={about}>
      <Alert variant="light" color="sky" title="This area is being built" role="status">
        <Text size="sm">
          This part of Charter Marketplace is not available in this version yet. It will appear here in a coming release; nothing shown on
          this page is real data.
        </Text>
      </Alert>
    </Page>
  );
}

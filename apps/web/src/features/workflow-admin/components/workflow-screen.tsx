import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { WORKFLOW_CHOICES, parseWorkflowRoute, workflowHref, type WorkflowChoice } from '../model/workflow-route';
import { AirportLookupTab } from './airport-lookup-tab';
import { EmailTemplatesTab } from './email-templates-tab';
import { EntitiesTab } from './entities-tab';
import { SelectionsTab } from './selections-tab';
import { TermsTab } from './terms-tab';

/**
 * /manageWorkflow/{choice}/...: the workflow table (entities), the settings lists (selections),
 * e-mail templates, terms and the airport lookup. `rest` is the path after /manageWorkflow/.
 */
export function WorkflowScreen({ rest }: { rest: string }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const route = parseWorkflowRoute(rest, search);
  return (
    <Tabs value={route.choice} onChange={(v) => v && void navigate(workflowHref.choice(v as WorkflowChoice))} keepMounted={false}>
      <Tabs.List mb="md">
        {WORKFLOW_CHOICES.map((c) => (
          <Tabs.Tab key={c.key} value={c.key}>
            {c.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="entities">
        <EntitiesTab route={route} />
      </Tabs.Panel>
      <Tabs.Panel value="selections">
        <SelectionsTab listName={route.entity} valueId={route.id} />
      </Tabs.Panel>
      <Tabs.Panel value="emails">
        <EmailTemplatesTab templateId={route.entity} />
      </Tabs.Panel>
      <Tabs.Panel value="terms">
        <TermsTab />
      </Tabs.Panel>
      <Tabs.Panel value="lookup">
        <AirportLookupTab lookupId={route.entity} />
      </Tabs.Panel>
    </Tabs>
  );
}

import { useParams } from 'react-router';
import { WorkflowScreen } from '../features/workflow-admin/components/workflow-screen';
import { Page } from '../components/ui/page';

/**
 * /manageWorkflow/{choice}/{entity}/{id} and /manageWorkflow/{choice}/new/{role}/{state}
 * (supplier-and-admin section 2; admins with managesWorkflow, which the route guard checks).
 */
export function ManageWorkflowPage() {
  const rest = useParams()['*'] ?? '';
  return (
    <Page
      title="Manage Workflows"
      subtitle="States, allowed actions, selection lists, e-mail templates, terms and the airport lookup."
      size="xl"
    >
      <WorkflowScreen rest={rest} />
    </Page>
  );
}

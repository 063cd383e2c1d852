import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, ScrollArea, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SEND_EMAILS_MESSAGE_MAX, SEND_EMAILS_SUBJECT_MAX, sendEmailsSchema } from '@charter/shared';
import { LoadError } from '../../../components/ui/load-error';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { firstIssuePerField, firstServerErrorPerField } from '../../../lib/form-errors';
import { fetchOperators, operatorsKey, sendEmails } from '../api/admin-tools-api';
import { freeTextHint, freeTextHintWhenNeeded } from '../../../components/ui/free-text-hint';

/**
 * "E-mail operators" on /manageSuppliers (supplier-and-admin section 7, sendEmails): choose Active
 * operators (search, select all shown), write a subject and a message; each operator gets it at its
 * sign-in address and its secondary addresses.
 */
export function BulkEmailButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        E-mail operators
      </Button>
      {opened ? <BulkEmailDialog onClose={() => setOpened(false)} /> : null}
    </>
  );
}

function BulkEmailDialog({ onClose }: { onClose: () => void }) {
  const operators = useQuery({ queryKey: operatorsKey, queryFn: fetchOperators });
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const feedback = useSaveFeedback();

  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    const all = [...(operators.data ?? [])].sort((a, b) => a.companyName.localeCompare(b.companyName));
    return q ? all.filter((o) => o.companyName.toLowerCase().includes(q) || o.email.toLowerCase().includes(q)) : all;
  }, [operators.data, search]);
  const allShownChosen = shown.length > 0 && shown.every((o) => chosen.has(o.id));

  function toggle(id: string) {
    setChosen((c) => {
      const next = new Set(c);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
    setErrors((e) => ({ ...e, supplierIds: '' }));
  }

  function toggleShown() {
    setChosen((c) => {
      const next = new Set(c);
      for (const o of shown) {
        if (allShownChosen) next.delete(o.id);
        else next.add(o.id);
      }
      return next;
    });
    setErrors((e) => ({ ...e, supplierIds: '' }));
  }

  async function send() {
    const parsed = sendEmailsSchema.safeParse({ supplierIds: [...chosen], subject, message });
    if (!parsed.success) {
      setErrors(firstIssuePerField(parsed.error.issues));
      return;
    }
    setBusy(true);
    try {
      const result = await sendEmails(parsed.data.supplierIds, subject, message);
      if (result.success) {
        onClose();
        const skipped = result.result?.skipped ?? [];
        feedback.saved('E-mail Operators', [
          ...result.messages,
          ...(skipped.length ? [`Not sent to (no active address): ${skipped.map((s) => s.companyName).join(', ')}`] : []),
        ]);
      } else {
        setErrors(firstServerErrorPerField(result.errors));
        feedback.failed('E-mail Operators', result);
      }
    } catch (err) {
      feedback.unexpected('E-mail Operators', err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title="E-mail operators" centered size="lg">
      <Stack gap="md">
        <TextInput
          label="Find operators"
          placeholder="Search company or e-mail"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        {operators.isPending ? <Text size="sm">Loading operators...</Text> : null}
        {operators.isError ? <LoadError query={operators} /> : null}
        {operators.data ? (
          <div>
            <Group justify="space-between" mb={4}>
              <Checkbox
                label={`Select all shown (${shown.length})`}
                checked={allShownChosen}
                indeterminate={!allShownChosen && shown.some((o) => chosen.has(o.id))}
                onChange={toggleShown}
                disabled={shown.length === 0}
              />
              <Text size="sm" c="dimmed" aria-live="polite">
                {chosen.size} selected
              </Text>
            </Group>
            <ScrollArea.Autosize mah={200} type="auto">
              <Stack gap={6} role="group" aria-label="Operators">
                {shown.length === 0 ? <Text size="sm">No operators match your search.</Text> : null}
                {shown.map((o) => (
                  <Checkbox key={o.id} label={`${o.companyName} (${o.email})`} checked={chosen.has(o.id)} onChange={() => toggle(o.id)} />
                ))}
              </Stack>
            </ScrollArea.Autosize>
            {errors.supplierIds ? (
              <Text c="red" size="sm" mt={4} role="alert">
                {errors.supplierIds}
              </Text>
            ) : null}
          </div>
        ) : null}
        <TextInput
          label="Subject"
          {...freeTextHintWhenNeeded(subject)}
          value={subject}
          maxLength={SEND_EMAILS_SUBJECT_MAX}
          onChange={(e) => {
            setSubject(e.currentTarget.value);
            setErrors((x) => ({ ...x, subject: '' }));
          }}
          error={errors.subject || undefined}
          required
        />
        <Textarea
          label="Message"
          {...freeTextHint('message')}
          autosize
          minRows={5}
          maxRows={12}
          maxLength={SEND_EMAILS_MESSAGE_MAX}
          value={message}
          onChange={(e) => {
            setMessage(e.currentTarget.value);
            setErrors((x) => ({ ...x, message: '' }));
          }}
          error={errors.message || undefined}
          required
        />
        {chosen.size > 0 ? (
          <Alert color="sky" variant="light">
            Each selected operator gets this e-mail at its own address and its secondary addresses.
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void send()} loading={busy}>
            E-mail selected
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

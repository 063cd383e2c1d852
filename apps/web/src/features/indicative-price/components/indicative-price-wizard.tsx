import { useState } from 'react';
import { Modal, Stepper } from '@mantine/core';
import { indicativeFlightSchema, indicativePriceSchema, type IndicativePriceResult } from '@charter/shared';
import { firstIssuePerField, firstServerErrorPerField } from '../../../lib/form-errors';
import { logClientError } from '../../../lib/api/log-error';
import { errorCode } from '../../../lib/save-feedback';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { requestEstimate } from '../api/indicative-price-api';
import { FLIGHT_FIELDS, initialWizardForm, requestBody, type PricePrefill, type WizardForm } from '../model/wizard-form';
import { EmailStep } from './email-step';
import { FlightDetailsStep } from './flight-details-step';
import { ResultsStep } from './results-step';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** Values to start from (the new-request form's first sector); read each time the wizard opens. */
  prefill?: PricePrefill;
}

/** The public indicative price tool (core section 2): flight details, then e-mail, then results. */
export function IndicativePriceWizard({ opened, onClose, prefill }: Props) {
  const isMobile = useIsMobile();
  return (
    <Modal opened={opened} onClose={onClose} title="Indicative Price" centered size={960} fullScreen={isMobile}>
      {/* Mounted only while open, so each opening starts from the prefill. */}
      {opened ? <WizardSteps prefill={prefill} onClose={onClose} /> : null}
    </Modal>
  );
}

function WizardSteps({ prefill, onClose }: { prefill?: PricePrefill; onClose: () => void }) {
  const [step, setStep] = useState(0);
  const [form, setForm] = useState<WizardForm>(() => initialWizardForm(prefill));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<IndicativePriceResult | null>(null);

  const change = (patch: Partial<WizardForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    // A corrected field loses its message.
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };

  function next() {
    const parsed = indicativeFlightSchema.safeParse(requestBody(form));
    if (!parsed.success) return setErrors(firstIssuePerField(parsed.error.issues));
    setErrors({});
    setStep(1);
  }

  function showErrors(found: Record<string, string>) {
    setErrors(found);
    if (Object.keys(found).some((k) => FLIGHT_FIELDS.includes(k))) setStep(0);
  }

  async function submit() {
    setProblem([]);
    const parsed = indicativePriceSchema.safeParse(requestBody(form));
    if (!parsed.success) return showErrors(firstIssuePerField(parsed.error.issues));
    setBusy(true);
    try {
      const answer = await requestEstimate(requestBody(form));
      if (answer.success && answer.result) {
        setResult(answer.result);
        setStep(2);
      } else {
        const found = firstServerErrorPerField(answer.errors);
        if (Object.keys(found).length > 0) showErrors(found);
        else setProblem(answer.messages);
      }
    } catch (err) {
      setProblem(['We could not reach the server. Check your internet connection and try again.']);
      logClientError(errorCode(err), { title: 'Indicative price', error: String(err) });
    } finally {
      setBusy(false);
    }
  }

  function startAgain() {
    setForm(initialWizardForm(prefill));
    setErrors({});
    setProblem([]);
    setResult(null);
    setStep(0);
  }

  return (
    <Stepper active={step} size="sm" allowNextStepsSelect={false} onStepClick={(s) => s < 2 && !result && setStep(s)}>
      <Stepper.Step label="Flight details">
        <FlightDetailsStep form={form} errors={errors} onChange={change} onNext={next} />
      </Stepper.Step>
      <Stepper.Step label="E-mail">
        <EmailStep
          email={form.email}
          error={errors.email}
          problem={problem}
          busy={busy}
          onChange={(email) => change({ email })}
          onBack={() => setStep(0)}
          onSubmit={() => void submit()}
        />
      </Stepper.Step>
      <Stepper.Step label="Results">
        {result ? <ResultsStep result={result} onStartAgain={startAgain} onClose={onClose} /> : null}
      </Stepper.Step>
    </Stepper>
  );
}

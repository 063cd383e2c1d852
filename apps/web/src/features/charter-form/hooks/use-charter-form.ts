import { useCallback, useMemo, useState } from 'react';
import { withoutErrors } from '../model/errors';
import { newCharterForm } from '../model/defaults';
import type { CharterForm, FormErrors, SectorForm, TripTab } from '../model/form-types';
import { addSector, removeSector, switchTab, updateSector } from '../model/trip-tabs';

/** Which error path a sector field's message sits on (date and time share the request's departTime). */
function errorPathOf(field: keyof SectorForm): string {
  if (field === 'departDate' || field === 'departTime') return 'departTime';
  if (field === 'techStop') return 'techstopLocation';
  return field;
}

const withoutRouteErrors = (errors: FormErrors) => withoutErrors(errors, 'routes');

/** The form's values and messages, changed only through the pure trip functions; `initial` is read once. */
export function useCharterForm(initial?: CharterForm) {
  const [form, setForm] = useState<CharterForm>(() => initial ?? newCharterForm());
  const [errors, setErrors] = useState<FormErrors>({});

  const clear = useCallback((paths: string[]) => {
    setErrors((e) => paths.reduce(withoutErrors, e));
  }, []);

  const actions = useMemo(
    () => ({
      /** Charter-level fields; their messages go as soon as they change. */
      set(changes: Partial<Omit<CharterForm, 'sectors' | 'activeTab'>>) {
        setForm((f) => ({ ...f, ...changes }));
        clear(Object.keys(changes));
      },
      setTab(tab: TripTab) {
        setForm((f) => switchTab(f, tab));
        // Sector numbers change, so their messages would point at the wrong sectors.
        setErrors(withoutRouteErrors);
      },
      addStop() {
        setForm(addSector);
        setErrors(withoutRouteErrors);
      },
      removeStop(index: number) {
        setForm((f) => removeSector(f, index));
        setErrors(withoutRouteErrors);
      },
      setSector(index: number, patch: Partial<SectorForm>) {
        setForm((f) => updateSector(f, index, patch));
        const fields = Object.keys(patch) as (keyof SectorForm)[];
        const paths = fields.map((field) => `routes.${index}.${errorPathOf(field)}`);
        // A Return leg may have just been refilled from the first one.
        if (index === 0 && fields.some((f) => f === 'from' || f === 'to')) paths.push('routes.1.from', 'routes.1.to');
        clear(paths);
        if (fields.includes('departDate')) clear([`routes.${index + 1}.departTime`]);
      },
      /** Manifest editor steps (open, edit rows, commit, discard) on one sector. */
      changeSector(index: number, change: (s: SectorForm) => SectorForm, clearPaths: string[] = []) {
        setForm((f) => ({ ...f, sectors: f.sectors.map((s, i) => (i === index ? change(s) : s)) }));
        clear(clearPaths);
      },
      showErrors(next: FormErrors) {
        setErrors(next);
      },
      addErrors(more: FormErrors) {
        setErrors((e) => ({ ...e, ...more }));
      },
      clear,
    }),
    [clear],
  );

  return { form, errors, ...actions };
}

export type CharterFormApi = ReturnType<typeof useCharterForm>;

import type { ProductFacts } from "@shared/contracts/product-facts";
import {
  ANSWER_LABELS,
  ANSWERS,
  DELIVERY_LABELS,
  DELIVERY_METHODS,
  DEPLOYMENT_LABELS,
  DEPLOYMENTS,
  FACT_SERVICES,
  FIRM_SIZE_FACT_LABELS,
  FIRM_SIZE_VALUES,
  INTEGRATIONS,
  LANGUAGE_LABELS,
  LANGUAGES,
  LIMIT_FACT_LABELS,
  LIMIT_FACTS,
  SECURITY_FACT_LABELS,
  SECURITY_FACTS,
  SUPPORT_CHANNEL_LABELS,
  SUPPORT_CHANNELS,
  SUPPORT_HOURS,
  SUPPORT_HOURS_LABELS,
  TAX_FORMS,
  TRAINING_KINDS,
  TRAINING_LABELS,
  taxFormLabel,
} from "@shared/product-facts";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { NativeSelect } from "@client/components/ui/native-select";

const NOT_STATED = "Not stated";

function Select<T extends string>({
  id,
  label,
  value,
  options,
  labels,
  onChange,
}: {
  id: string;
  label: string;
  value: T | "unknown";
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T | "unknown") => void;
}) {
  return (
    <label htmlFor={id} className="grid gap-1 text-sm font-medium">
      {label}
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        <option value="unknown">{NOT_STATED}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
}

/** A list of enumerated values: a checkbox per value, plus "not stated" (distinct from none). */
function Checklist<T extends string>({
  name,
  label,
  value,
  options,
  labelOf,
  onChange,
}: {
  name: string;
  label: string;
  value: readonly T[] | "unknown";
  options: readonly T[];
  labelOf: (value: T) => string;
  onChange: (value: T[] | "unknown") => void;
}) {
  const unknown = value === "unknown";
  const chosen = unknown ? [] : value;
  return (
    <fieldset className="rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">
        {label} ({unknown ? NOT_STATED : chosen.length})
      </legend>
      <label className="flex items-center gap-2 text-sm text-muted-foreground">
        <input
          type="checkbox"
          name={`${name}-unknown`}
          checked={unknown}
          onChange={(e) => onChange(e.target.checked ? "unknown" : [])}
        />
        Not stated by the vendor
      </label>
      <div className="mt-2 grid max-h-40 gap-1 overflow-y-auto sm:grid-cols-2">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={name}
              value={option}
              disabled={unknown}
              checked={chosen.includes(option)}
              onChange={(e) =>
                onChange(
                  e.target.checked
                    ? options.filter((o) => o === option || chosen.includes(o))
                    : chosen.filter((o) => o !== option),
                )
              }
            />
            {labelOf(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type Limit = ProductFacts["limits"]["users"];

function LimitInput({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: Limit;
  onChange: (value: Limit) => void;
}) {
  const kind = typeof value === "number" ? "count" : value;
  return (
    <div className="grid gap-1 text-sm font-medium">
      <label htmlFor={id}>{label}</label>
      <div className="flex gap-2">
        <NativeSelect
          id={id}
          value={kind}
          className="flex-1"
          onChange={(e) => {
            const next = e.target.value;
            onChange(next === "count" ? 1 : (next as Exclude<Limit, number>));
          }}
        >
          <option value="unknown">{NOT_STATED}</option>
          <option value="unlimited">Unlimited</option>
          <option value="not_applicable">Not applicable</option>
          <option value="count">A number</option>
        </NativeSelect>
        {typeof value === "number" ? (
          <Input
            type="number"
            min={1}
            step={1}
            aria-label={`${label}: number`}
            className="w-28"
            value={value}
            onChange={(e) => onChange(Number(e.target.value))}
          />
        ) : null}
      </div>
    </div>
  );
}

/** A fact that is a list of values, edited as a checklist. */
interface ListFact<K> {
  key: K;
  name: string;
  label: string;
  options: readonly string[];
  labelOf: (value: string) => string;
}

const asWritten = (value: string) => value;
const labelFrom = (labels: Record<string, string>) => (value: string) => labels[value] ?? value;

/** A fact that is one value of a list, or not stated, chosen from a menu. */
interface ChoiceFact<K> {
  key: K;
  label: string;
  options: readonly string[];
  labels: Record<string, string>;
}

/** The sheet's top-level choices, in the order the editor shows them. */
const CHOICE_FACTS: ChoiceFact<"delivery">[] = [
  { key: "delivery", label: "Delivery", options: DELIVERY_METHODS, labels: DELIVERY_LABELS },
];

/** The sheet's top-level lists, in the order the editor shows them. */
const LIST_FACTS: ListFact<
  "deployment" | "forms" | "services" | "firmSizes" | "integrations" | "languages"
>[] = [
  {
    key: "deployment",
    name: "fact-deployment",
    label: "Runs on",
    options: DEPLOYMENTS,
    labelOf: labelFrom(DEPLOYMENT_LABELS),
  },
  {
    key: "forms",
    name: "fact-forms",
    label: "Forms covered",
    options: TAX_FORMS,
    labelOf: taxFormLabel as (value: string) => string,
  },
  {
    key: "services",
    name: "fact-services",
    label: "Services",
    options: FACT_SERVICES,
    labelOf: asWritten,
  },
  {
    key: "firmSizes",
    name: "fact-firmSizes",
    label: "Firm sizes",
    options: FIRM_SIZE_VALUES,
    labelOf: labelFrom(FIRM_SIZE_FACT_LABELS),
  },
  {
    key: "integrations",
    name: "fact-integrations",
    label: "Integrates with",
    options: INTEGRATIONS,
    labelOf: asWritten,
  },
  {
    key: "languages",
    name: "fact-languages",
    label: "Languages",
    options: LANGUAGES,
    labelOf: labelFrom(LANGUAGE_LABELS),
  },
];

/** The lists inside the support facts. */
const SUPPORT_LIST_FACTS: ListFact<"channels" | "training">[] = [
  {
    key: "channels",
    name: "fact-supportChannels",
    label: "Support channels",
    options: SUPPORT_CHANNELS,
    labelOf: labelFrom(SUPPORT_CHANNEL_LABELS),
  },
  {
    key: "training",
    name: "fact-training",
    label: "Training",
    options: TRAINING_KINDS,
    labelOf: labelFrom(TRAINING_LABELS),
  },
];
/** The admin dialog's fact sheet: selects for single facts, list editors for lists. */
export function FactSheetEditor({
  facts,
  onChange,
  error,
}: {
  facts: ProductFacts;
  onChange: (facts: ProductFacts) => void;
  error?: string;
}) {
  const set = <K extends keyof ProductFacts>(key: K, value: ProductFacts[K]) =>
    onChange({ ...facts, [key]: value });
  return (
    <fieldset className="grid gap-4 rounded-md border p-4" aria-describedby="facts-error">
      <legend className="px-1 font-semibold">Fact sheet</legend>
      {error ? (
        <p id="facts-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <label htmlFor="fact-vendor" className="grid gap-1 text-sm font-medium">
          Vendor
          <Input
            id="fact-vendor"
            placeholder={NOT_STATED}
            value={facts.vendor === "unknown" ? "" : facts.vendor}
            onChange={(e) =>
              set("vendor", e.target.value.trim() === "" ? "unknown" : e.target.value)
            }
          />
        </label>
        <label htmlFor="fact-trialDays" className="grid gap-1 text-sm font-medium">
          Free trial (days; 0 for none, empty if not stated)
          <Input
            id="fact-trialDays"
            type="number"
            min={0}
            step={1}
            placeholder={NOT_STATED}
            value={facts.trialDays === "unknown" ? "" : facts.trialDays}
            onChange={(e) =>
              set("trialDays", e.target.value === "" ? "unknown" : Number(e.target.value))
            }
          />
        </label>
        {CHOICE_FACTS.map(({ key, ...fact }) => (
          <Select
            key={key}
            id={`fact-${key}`}
            {...fact}
            value={facts[key]}
            onChange={(v) => set(key, v as ProductFacts[typeof key])}
          />
        ))}
        <Select
          id="fact-supportHours"
          label="Support hours"
          value={facts.support.hours}
          options={SUPPORT_HOURS}
          labels={SUPPORT_HOURS_LABELS}
          onChange={(v) => set("support", { ...facts.support, hours: v })}
        />
      </div>
      {LIST_FACTS.map(({ key, ...fact }) => (
        <Checklist
          key={key}
          {...fact}
          value={facts[key]}
          onChange={(v) => set(key, v as ProductFacts[typeof key])}
        />
      ))}
      {SUPPORT_LIST_FACTS.map(({ key, ...fact }) => (
        <Checklist
          key={key}
          {...fact}
          value={facts.support[key]}
          onChange={(v) => set("support", { ...facts.support, [key]: v })}
        />
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        {LIMIT_FACTS.map((fact) => (
          <LimitInput
            key={fact}
            id={`fact-limit-${fact}`}
            label={`Limit: ${LIMIT_FACT_LABELS[fact]}`}
            value={facts.limits[fact]}
            onChange={(v) => set("limits", { ...facts.limits, [fact]: v })}
          />
        ))}
        {SECURITY_FACTS.map((fact) => (
          <Select
            key={fact}
            id={`fact-security-${fact}`}
            label={SECURITY_FACT_LABELS[fact]}
            value={facts.security[fact]}
            options={ANSWERS}
            labels={ANSWER_LABELS}
            onChange={(v) => set("security", { ...facts.security, [fact]: v })}
          />
        ))}
      </div>
      <fieldset className="rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">Not included</legend>
        <ul className="grid gap-2">
          {facts.notIncluded.map((item, index) => (
            <li key={index} className="flex gap-2">
              <Input
                aria-label={`Not included item ${index + 1}`}
                value={item}
                onChange={(e) =>
                  set(
                    "notIncluded",
                    facts.notIncluded.map((old, i) => (i === index ? e.target.value : old)),
                  )
                }
              />
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={`Remove not included item ${index + 1}`}
                onClick={() =>
                  set(
                    "notIncluded",
                    facts.notIncluded.filter((_, i) => i !== index),
                  )
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="mt-2"
          onClick={() => set("notIncluded", [...facts.notIncluded, ""])}
        >
          Add an item
        </Button>
      </fieldset>
    </fieldset>
  );
}

import { t } from '@/lib/i18n';
import type { Option } from '@/types/models';

/**
 * A choice's options as the server lists them (UserSettings::choices()), each with its label;
 * a value this side has no label for shows as itself.
 */
export function choiceOptions(
    values: readonly (string | number)[] | undefined,
    labels: Record<string, string>,
): Option[] {
    return (values ?? []).map((value) => ({
        value: String(value),
        label: labels[String(value)] ?? String(value),
    }));
}

/** Labels kept with translatable(), in the page's language. */
export function translatedLabels(labels: Record<string, string>): Record<string, string> {
    return Object.fromEntries(Object.entries(labels).map(([value, label]) => [value, t(label)]));
}

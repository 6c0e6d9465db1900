import { t } from '@/lib/i18n';
import type { Option } from '@/types/models';

/**
 * A constant list of options whose labels were marked with translatable(), in the active
 * language; called where the options are shown, as the list is made before a language is.
 */
export function translatedOptions<T extends Option>(options: T[]): T[] {
    return options.map((option) => ({ ...option, label: t(option.label) }));
}

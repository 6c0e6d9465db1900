import Icon from '@/Components/icons/Icon';
import InputError, { errorIdFor } from '@/Components/ui/InputError';
import type { Option } from '@/types/models';
import { t } from '@/lib/i18n';

/** A face for each mood: the mouth turns up, stays level or turns down. */
const MOUTHS: Record<string, string> = {
    happy: 'M8 14.5c1 1.3 2.4 2 4 2s3-.7 4-2',
    neutral: 'M8.5 15h7',
    sad: 'M8 16.5c1-1.3 2.4-2 4-2s3 .7 4 2',
};

/**
 * The feedback's mood: Satisfied, Neutral or Dissatisfied, one required choice. Native radio
 * buttons, so arrow keys move between them and the group is announced as one question.
 */
export default function MoodPicker({
    moods,
    value,
    error,
    onChange,
}: {
    moods: Option[];
    value: string;
    error?: string | undefined;
    onChange: (mood: string) => void;
}) {
    return (
        <fieldset aria-describedby={error ? errorIdFor('mood') : undefined}>
            <legend className="text-sm font-medium text-neutral-700 dark:text-neutral-300">
                {t('How do you feel about Blipstream?')}
            </legend>
            <div className="mt-2 grid grid-cols-3 gap-2 sm:gap-3">
                {moods.map((mood) => (
                    <label
                        key={mood.value}
                        className="relative flex cursor-pointer flex-col items-center gap-1.5 rounded-lg border border-neutral-300 px-2 py-3 text-sm font-medium text-neutral-700 transition-colors hover:bg-neutral-50 has-checked:border-red-600 has-checked:bg-red-50 has-checked:text-red-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus dark:border-neutral-700 dark:text-neutral-200 dark:hover:bg-neutral-800 dark:has-checked:border-red-500 dark:has-checked:bg-red-950/50 dark:has-checked:text-red-200"
                    >
                        <input
                            type="radio"
                            name="mood"
                            value={mood.value}
                            checked={value === mood.value}
                            required
                            onChange={() => {
                                onChange(mood.value);
                            }}
                            // Over the whole choice, unseen: a click anywhere on it lands on the radio.
                            className="absolute inset-0 cursor-pointer appearance-none opacity-0"
                        />
                        <Icon className="size-8">
                            <circle cx="12" cy="12" r="9" />
                            <path d="M9 10h.01M15 10h.01" strokeWidth={2.4} />
                            <path d={MOUTHS[mood.value] ?? MOUTHS.neutral} />
                        </Icon>
                        {mood.label}
                    </label>
                ))}
            </div>
            <InputError forId="mood" message={error} className="mt-2" />
        </fieldset>
    );
}

import { useEffect, useRef, useState, type ReactNode } from 'react';

import SettingsIcon from '@/Components/icons/SettingsIcon';
import { Dropdown, DropdownContent, DropdownTrigger } from '@/Components/ui/Dropdown';
import { currentLocale, t } from '@/lib/i18n';

import { AUTO_QUALITY, type QualityState } from './quality';
import { CheckIcon, ChevronIcon } from './PlayerIcons';

export const PLAYBACK_SPEEDS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2];

export function speedLabel(rate: number): string {
    return rate === 1 ? t('Normal') : new Intl.NumberFormat(currentLocale()).format(rate);
}

export function qualityLabel({ levels, selected, playing }: QualityState): string {
    if (selected !== AUTO_QUALITY) {
        return `${levels[selected]?.height ?? ''}p`;
    }

    const height = levels[playing]?.height;

    return height ? t('Auto (:quality)', { quality: `${height}p` }) : t('Auto');
}

const rowClass =
    'flex w-full items-center gap-3 px-4 py-2 text-start text-sm text-neutral-800 hover:bg-neutral-100 focus:bg-neutral-100 focus:outline-none dark:text-neutral-100 dark:hover:bg-neutral-800 dark:focus:bg-neutral-800';

type View = 'main' | 'speed' | 'quality';

function Row({
    role = 'menuitem',
    checked,
    onSelect,
    children,
}: {
    role?: 'menuitem' | 'menuitemradio';
    checked?: boolean;
    onSelect: () => void;
    children: ReactNode;
}) {
    return (
        <button
            type="button"
            role={role}
            aria-checked={role === 'menuitemradio' ? checked : undefined}
            tabIndex={-1}
            onClick={onSelect}
            className={rowClass}
        >
            {role === 'menuitemradio' && (
                <CheckIcon className={`size-4 shrink-0 ${checked ? '' : 'invisible'}`} />
            )}
            {children}
        </button>
    );
}

/** The panel's content, mounted on each opening so it always starts at the main list. */
function SettingsPanel({
    rate,
    quality,
    onRate,
    onQuality,
}: {
    rate: number;
    quality: QualityState;
    onRate: (rate: number) => void;
    onQuality: (level: number) => void;
}) {
    const [view, setView] = useState<View>('main');
    const panelRef = useRef<HTMLDivElement>(null);
    const first = useRef(true);

    // A step between lists replaces the focused row: focus the new list's first one.
    useEffect(() => {
        if (first.current) {
            first.current = false;

            return;
        }

        panelRef.current?.querySelector<HTMLElement>('[role^="menuitem"]')?.focus();
    }, [view]);

    // Stepping into a list or back keeps the menu open; the Dropdown closes on other rows.
    const step = (next: View) => (event: { stopPropagation: () => void }) => {
        event.stopPropagation();
        setView(next);
    };

    const back = (title: string) => (
        <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={step('main')}
            className={`${rowClass} border-b border-neutral-200 font-semibold dark:border-neutral-700`}
        >
            <ChevronIcon direction="left" className="size-4" />
            {title}
        </button>
    );

    const levels = [...quality.levels].sort((a, b) => b.height - a.height);

    return (
        <div ref={panelRef}>
            {view === 'main' && (
                <>
                    <button
                        type="button"
                        role="menuitem"
                        tabIndex={-1}
                        onClick={step('speed')}
                        className={rowClass}
                    >
                        <span className="flex-1">{t('Playback speed')}</span>{' '}
                        <span className="text-neutral-600 dark:text-neutral-300">
                            {speedLabel(rate)}
                        </span>
                        <ChevronIcon direction="right" className="size-4" />
                    </button>
                    <button
                        type="button"
                        role="menuitem"
                        tabIndex={-1}
                        onClick={step('quality')}
                        className={rowClass}
                    >
                        <span className="flex-1">{t('Quality')}</span>{' '}
                        <span className="text-neutral-600 dark:text-neutral-300">
                            {qualityLabel(quality)}
                        </span>
                        <ChevronIcon direction="right" className="size-4" />
                    </button>
                </>
            )}
            {view === 'speed' && (
                <>
                    {back(t('Playback speed'))}
                    {PLAYBACK_SPEEDS.map((speed) => (
                        <Row
                            key={speed}
                            role="menuitemradio"
                            checked={rate === speed}
                            onSelect={() => {
                                onRate(speed);
                            }}
                        >
                            {speedLabel(speed)}
                        </Row>
                    ))}
                </>
            )}
            {view === 'quality' && (
                <>
                    {back(t('Quality'))}
                    {levels.map((level) => (
                        <Row
                            key={level.index}
                            role="menuitemradio"
                            checked={quality.selected === level.index}
                            onSelect={() => {
                                onQuality(level.index);
                            }}
                        >
                            {level.height}p
                        </Row>
                    ))}
                    <Row
                        role="menuitemradio"
                        checked={quality.selected === AUTO_QUALITY}
                        onSelect={() => {
                            onQuality(AUTO_QUALITY);
                        }}
                    >
                        {qualityLabel({ ...quality, selected: AUTO_QUALITY })}
                    </Row>
                </>
            )}
        </div>
    );
}

/**
 * The gear menu: playback speed and quality (Auto and each rendition hls.js found in the
 * ladder; where the browser plays HLS itself there are none to choose, so Auto alone).
 */
export default function PlayerSettings({
    rate,
    quality,
    onRate,
    onQuality,
    buttonClassName,
}: {
    rate: number;
    quality: QualityState;
    onRate: (rate: number) => void;
    onQuality: (level: number) => void;
    buttonClassName: string;
}) {
    return (
        <Dropdown>
            <DropdownTrigger
                aria-label={t('Settings')}
                title={t('Settings')}
                className={buttonClassName}
            >
                <SettingsIcon />
            </DropdownTrigger>
            <DropdownContent
                side="top"
                label={t('Settings')}
                // The frame is a size container: the menu never grows past the player's height.
                widthClassName="w-64 max-h-[calc(100cqh-4.5rem)] overflow-y-auto"
            >
                <SettingsPanel
                    rate={rate}
                    quality={quality}
                    onRate={onRate}
                    onQuality={onQuality}
                />
            </DropdownContent>
        </Dropdown>
    );
}

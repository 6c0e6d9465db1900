import { Link, type InertiaLinkProps } from '@inertiajs/react';
import {
    createContext,
    use,
    useCallback,
    useEffect,
    useId,
    useMemo,
    useRef,
    useState,
    type ButtonHTMLAttributes,
    type KeyboardEvent,
    type ReactNode,
    type RefObject,
} from 'react';

/** Matches the leave transition's duration-75, so the panel unmounts once it has faded out. */
export const DROPDOWN_LEAVE_MS = 75;

type Phase = 'closed' | 'open' | 'closing';
type FocusTarget = 'first' | 'last' | 'menu';

/**
 * What opens: a menu of actions (role="menuitem" children), or a dialog, a panel that mixes
 * links with text (a heading, an empty state) as a menu may not.
 */
export type DropdownPopup = 'menu' | 'dialog';

/** What the arrow keys move between, and what closes the panel when chosen. */
const ITEMS: Record<DropdownPopup, string> = {
    menu: '[role="menuitem"], [role="menuitemradio"]',
    dialog: 'a[href], button:not(:disabled)',
};

// A menu item acts and is done; in a dialog only a link leads away, and its buttons (such as
// trying a failed list again) act within it.
const CLOSES_ON_CLICK: Record<DropdownPopup, string> = {
    menu: ITEMS.menu,
    dialog: 'a[href]',
};

interface DropdownState {
    popup: DropdownPopup;
    phase: Phase;
    focusTarget: FocusTarget;
    open: (focus: FocusTarget) => void;
    close: (returnFocus: boolean) => void;
    triggerRef: RefObject<HTMLButtonElement | null>;
    triggerId: string;
    menuId: string;
}

const DropdownContext = createContext<DropdownState | null>(null);

function useDropdownContext(): DropdownState {
    const context = use(DropdownContext);

    if (!context) {
        throw new Error('Dropdown parts must be rendered inside <Dropdown>.');
    }

    return context;
}

function panelItems(panel: HTMLElement, popup: DropdownPopup): HTMLElement[] {
    return Array.from(panel.querySelectorAll<HTMLElement>(ITEMS[popup]));
}

/**
 * A menu button: a trigger and a panel of menu items, with the keyboard model of the WAI-ARIA
 * menu button pattern. As a dialog, Tab moves through the panel's links as on a page, and the
 * panel closes once focus leaves it.
 */
export function Dropdown({
    popup = 'menu',
    children,
}: {
    popup?: DropdownPopup;
    children: ReactNode;
}) {
    const [phase, setPhase] = useState<Phase>('closed');
    const [focusTarget, setFocusTarget] = useState<FocusTarget>('menu');
    const rootRef = useRef<HTMLDivElement>(null);
    const triggerRef = useRef<HTMLButtonElement>(null);
    const leaveTimer = useRef<number | undefined>(undefined);
    const id = useId();

    const open = useCallback((focus: FocusTarget) => {
        window.clearTimeout(leaveTimer.current);
        setFocusTarget(focus);
        setPhase('open');
    }, []);

    const close = useCallback((returnFocus: boolean) => {
        setPhase((current) => (current === 'open' ? 'closing' : current));
        window.clearTimeout(leaveTimer.current);
        leaveTimer.current = window.setTimeout(() => {
            setPhase((current) => (current === 'closing' ? 'closed' : current));
        }, DROPDOWN_LEAVE_MS);

        if (returnFocus) {
            triggerRef.current?.focus();
        }
    }, []);

    useEffect(
        () => () => {
            window.clearTimeout(leaveTimer.current);
        },
        [],
    );

    useEffect(() => {
        if (phase !== 'open') {
            return;
        }

        const onPointerDown = (event: MouseEvent | TouchEvent) => {
            if (!(event.target instanceof Node) || !rootRef.current?.contains(event.target)) {
                close(false);
            }
        };
        document.addEventListener('mousedown', onPointerDown);
        document.addEventListener('touchstart', onPointerDown);

        return () => {
            document.removeEventListener('mousedown', onPointerDown);
            document.removeEventListener('touchstart', onPointerDown);
        };
    }, [phase, close]);

    const state = useMemo(
        () => ({
            popup,
            phase,
            focusTarget,
            open,
            close,
            triggerRef,
            triggerId: `${id}-trigger`,
            menuId: `${id}-menu`,
        }),
        [popup, phase, focusTarget, open, close, id],
    );

    return (
        <DropdownContext value={state}>
            <div ref={rootRef} className="relative">
                {children}
            </div>
        </DropdownContext>
    );
}

export function DropdownTrigger({
    children,
    onClick,
    onKeyDown,
    onKeyUp,
    ...props
}: ButtonHTMLAttributes<HTMLButtonElement>) {
    const { popup, phase, open, close, triggerRef, triggerId, menuId } = useDropdownContext();
    const isOpen = phase === 'open';

    return (
        <button
            {...props}
            ref={triggerRef}
            id={triggerId}
            type="button"
            aria-haspopup={popup}
            aria-expanded={isOpen}
            aria-controls={isOpen ? menuId : undefined}
            onClick={(event) => {
                onClick?.(event);

                if (isOpen) {
                    close(false);
                } else {
                    open('menu');
                }
            }}
            onKeyDown={(event) => {
                onKeyDown?.(event);

                // Keyboard opening lands on an item; preventing the default stops the button's
                // own click from toggling the menu straight back.
                if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
                    event.preventDefault();
                    open('first');
                } else if (event.key === 'ArrowUp') {
                    event.preventDefault();
                    open('last');
                }
            }}
            onKeyUp={(event) => {
                onKeyUp?.(event);

                // Space activates a button on key-up; the key-down already opened the menu.
                if (event.key === ' ') {
                    event.preventDefault();
                }
            }}
        >
            {children}
        </button>
    );
}

export function DropdownContent({
    align = 'right',
    side = 'bottom',
    widthClassName = 'w-48',
    label,
    children,
}: {
    align?: 'left' | 'right';
    /** Below the trigger, or above it for triggers near the bottom of their screen. */
    side?: 'bottom' | 'top';
    widthClassName?: string;
    /** The panel's name, when the trigger's own (say, with a count in it) is not the right one. */
    label?: string;
    children: ReactNode;
}) {
    const { popup, phase, focusTarget, close, triggerRef, triggerId, menuId } =
        useDropdownContext();
    const menuRef = useRef<HTMLDivElement>(null);

    useEffect(() => {
        const menu = menuRef.current;

        if (phase !== 'open' || !menu) {
            return;
        }

        const items = panelItems(menu, popup);
        const target =
            focusTarget === 'first' ? items[0] : focusTarget === 'last' ? items.at(-1) : menu;
        (target ?? menu).focus();
    }, [popup, phase, focusTarget]);

    if (phase === 'closed') {
        return null;
    }

    const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
        const items = panelItems(event.currentTarget, popup);
        const index = items.findIndex((item) => item === document.activeElement);
        const focusAt = (next: number) => {
            items[(next + items.length) % items.length]?.focus();
        };

        switch (event.key) {
            case 'ArrowDown':
                event.preventDefault();
                focusAt(index + 1);
                break;
            case 'ArrowUp':
                event.preventDefault();
                focusAt(index < 0 ? -1 : index - 1);
                break;
            case 'Home':
                event.preventDefault();
                focusAt(0);
                break;
            case 'End':
                event.preventDefault();
                focusAt(-1);
                break;
            case 'Escape':
                event.preventDefault();
                close(true);
                break;
            case 'Tab':
                // A dialog lets Tab walk its links; onBlur closes it once focus is out.
                if (popup === 'menu') {
                    close(false);
                }
                break;
            case ' ':
                // Space activates buttons natively but not links; give both the same behaviour.
                if (index >= 0) {
                    event.preventDefault();
                    items[index]?.click();
                }
                break;
        }
    };

    const isOpen = phase === 'open';

    return (
        <div
            ref={menuRef}
            id={menuId}
            role={popup}
            aria-labelledby={label === undefined ? triggerId : undefined}
            aria-label={label}
            tabIndex={-1}
            onKeyDown={onKeyDown}
            onBlur={(event) => {
                const next = event.relatedTarget;

                if (
                    popup === 'dialog' &&
                    next instanceof Node &&
                    !event.currentTarget.contains(next) &&
                    !triggerRef.current?.contains(next)
                ) {
                    close(false);
                }
            }}
            onClick={(event) => {
                if (
                    event.target instanceof Element &&
                    event.target.closest(CLOSES_ON_CLICK[popup])
                ) {
                    close(false);
                }
            }}
            data-phase={phase}
            className={[
                'absolute z-50 rounded-lg bg-white py-1 shadow-lg ring-1 ring-black/5 transition-[opacity,scale] focus:outline-none motion-reduce:transition-none dark:bg-neutral-900 dark:ring-white/10',
                widthClassName,
                side === 'top' ? 'bottom-full mb-2' : 'mt-2',
                {
                    'bottom-right': 'right-0 origin-top-right',
                    'bottom-left': 'left-0 origin-top-left',
                    'top-right': 'right-0 origin-bottom-right',
                    'top-left': 'left-0 origin-bottom-left',
                }[`${side}-${align}` as const],
                isOpen
                    ? 'scale-100 opacity-100 duration-200 ease-out starting:scale-95 starting:opacity-0'
                    : 'pointer-events-none scale-95 opacity-0 duration-75 ease-in',
            ].join(' ')}
        >
            {children}
        </div>
    );
}

const itemClass =
    'block w-full px-4 py-2 text-start text-sm text-neutral-700 hover:bg-neutral-100 focus:bg-neutral-100 focus:outline-none dark:text-neutral-200 dark:hover:bg-neutral-800 dark:focus:bg-neutral-800';

export function DropdownLink({ className = '', ...props }: InertiaLinkProps) {
    return (
        <Link {...props} role="menuitem" tabIndex={-1} className={`${itemClass} ${className}`} />
    );
}

/** An action in the menu, the button sibling of DropdownLink; choosing it closes the menu. */
export function DropdownButton({
    className = '',
    ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'role' | 'tabIndex'>) {
    return (
        <button
            {...props}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={`${itemClass} ${className}`}
        />
    );
}

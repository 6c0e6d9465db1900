import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/**
 * The frame of every line icon: 24-unit grid, drawn in currentColor so an icon takes the
 * text colour of its surroundings in light and dark themes alike. Icons are decorative;
 * the control around them carries the accessible name.
 */
export default function Icon({ children, ...props }: IconProps & { children: ReactNode }) {
    return (
        <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.8}
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
            className="size-6 shrink-0"
            {...props}
        >
            {children}
        </svg>
    );
}

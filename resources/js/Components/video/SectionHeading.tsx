import type { ReactNode } from 'react';

export default function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
    return (
        <h2 id={id} className="mb-4 text-xl font-bold tracking-tight">
            {children}
        </h2>
    );
}

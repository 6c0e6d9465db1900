import { lazy, Suspense, type ComponentProps } from 'react';

const ReportVideoDialog = lazy(() => import('./ReportVideoDialog'));

/**
 * The report dialog, fetched the first time a viewer asks to report: few ever do, and the
 * pages that offer it (watch, blips) keep their first load light. Mount it once asked.
 */
export default function LazyReportVideoDialog(props: ComponentProps<typeof ReportVideoDialog>) {
    return (
        <Suspense fallback={null}>
            <ReportVideoDialog {...props} />
        </Suspense>
    );
}

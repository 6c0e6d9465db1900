import AppLayout from '@/Layouts/AppLayout';

export default function Dashboard() {
    return (
        <AppLayout
            title="Dashboard"
            header={
                <h1 className="text-xl font-semibold text-neutral-900 dark:text-neutral-100">
                    Dashboard
                </h1>
            }
        >
            <div className="max-w-4xl px-4 py-6 sm:px-6">
                <div className="rounded-lg border border-neutral-200 bg-white p-6 text-neutral-900 shadow-sm dark:border-neutral-800 dark:bg-neutral-900 dark:text-neutral-100">
                    You&apos;re logged in!
                </div>
            </div>
        </AppLayout>
    );
}

/**
 * Resolves once the browser has painted the current frame: the frame callback runs just before
 * the paint, the task it queues just after.
 */
export function afterNextPaint(): Promise<void> {
    return new Promise((painted) => {
        requestAnimationFrame(() => {
            setTimeout(painted, 0);
        });
    });
}

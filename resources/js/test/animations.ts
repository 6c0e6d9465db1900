// jsdom has no Web Animations API. Headless UI's transitions only ask an element for its running
// animations, and none run in jsdom; answering that here keeps its test-mode warning out of the output.
if (!('getAnimations' in Element.prototype)) {
    Object.defineProperty(Element.prototype, 'getAnimations', {
        configurable: true,
        value: () => [],
    });
}

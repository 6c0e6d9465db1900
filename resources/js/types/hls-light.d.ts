// hls.js ships no types for its light build: the same API without what the player does not use
// (subtitle and alternate audio playlists, DRM, CMCD), at two thirds of the weight.
declare module 'hls.js/light' {
    export * from 'hls.js';
    export { default } from 'hls.js';
}

<?php

namespace Database\Seeders\Catalogue;

/**
 * The words of the sample catalogue: channels, titles by category, comments and posts.
 * Invented names only; links point at reserved example domains.
 */
final class SampleWriting
{
    /**
     * Name, handle, main category, location.
     *
     * @var list<array{string, string, string, string}>
     */
    public const CHANNELS = [
        ['Lena Codes', 'lenacodes', 'tech', 'Berlin, Germany'],
        ['Circuit Garden', 'circuitgarden', 'tech', 'Eindhoven, Netherlands'],
        ['Byte Sized Science', 'bytesizedscience', 'education', 'Toronto, Canada'],
        ['The Slow Historian', 'slowhistorian', 'education', 'Edinburgh, Scotland'],
        ['Maths With Amara', 'mathswithamara', 'education', 'Lagos, Nigeria'],
        ['Blockhaven', 'blockhaven', 'gaming', 'Stockholm, Sweden'],
        ['Headshot Harbor', 'headshotharbor', 'gaming', 'Austin, USA'],
        ['Quest Log', 'questlog', 'gaming', 'Kraków, Poland'],
        ['Grand Tactics', 'grandtactics', 'gaming', 'Seoul, South Korea'],
        ['Lantern Sessions', 'lanternsessions', 'music', 'Dublin, Ireland'],
        ['Midnight Tape Club', 'midnighttapeclub', 'music', 'Osaka, Japan'],
        ['Brass & Bass', 'brassandbass', 'music', 'New Orleans, USA'],
        ['Kora Collective', 'koracollective', 'music', 'Dakar, Senegal'],
        ['Trailhead Tom', 'trailheadtom', 'travel', 'Queenstown, New Zealand'],
        ['Two Tickets East', 'twoticketseast', 'travel', 'Lisbon, Portugal'],
        ['Camp Kettle', 'campkettle', 'travel', 'Banff, Canada'],
        ['Full Court Press', 'fullcourtpress', 'sports', 'Chicago, USA'],
        ['Touchline Talk', 'touchlinetalk', 'sports', 'Manchester, England'],
        ['Summit Runners', 'summitrunners', 'sports', 'Chamonix, France'],
        ['Giggle Loop', 'giggleloop', 'entertainment', 'Los Angeles, USA'],
        ['Paper Moon Animation', 'papermoonanimation', 'entertainment', 'Montréal, Canada'],
        ['The Late Cast', 'thelatecast', 'entertainment', 'London, England'],
        ['Daily Dispatch', 'dailydispatch', 'news', 'Washington, USA'],
        ['World Desk', 'worlddesk', 'news', 'Nairobi, Kenya'],
        ['Market Minute', 'marketminute', 'news', 'Singapore'],
        ['Reel Talk', 'reeltalk', 'movies', 'Mumbai, India'],
        ['Frame by Frame', 'framebyframe', 'movies', 'Paris, France'],
        ['Cut to Black', 'cuttoblack', 'movies', 'Melbourne, Australia'],
        ['Thread & Needle', 'threadandneedle', 'fashion', 'Milan, Italy'],
        ['Glow Notes', 'glownotes', 'fashion', 'Seoul, South Korea'],
        ['Street Fit Files', 'streetfitfiles', 'fashion', 'São Paulo, Brazil'],
        ['Pixel Pantry', 'pixelpantry', 'entertainment', 'Copenhagen, Denmark'],
    ];

    /**
     * Title patterns by category (or "category/subcategory"); {n} becomes a number,
     * {thing} one of the category's topics.
     *
     * @var array<string, list<string>>
     */
    public const TITLES = [
        'education' => ['How {thing} actually works', '{thing} explained in {n} minutes', 'The strange history of {thing}', 'Why everyone gets {thing} wrong', 'A beginner\'s guide to {thing}'],
        'entertainment' => ['We tried {thing} for {n} days', 'Reacting to {thing}', 'The {thing} challenge (gone wrong)', 'Behind the scenes: {thing}', '{n} moments from {thing}'],
        'gaming/minecraft' => ['Minecraft hardcore day {n}: {thing}', 'I built {thing} in survival', 'Minecraft but {thing}', '{n} redstone tricks for {thing}'],
        'gaming/fps' => ['{n} kills with {thing}', 'Ranked grind: {thing}', 'Best loadout for {thing}', 'Clutch compilation: {thing}'],
        'gaming/action' => ['Full walkthrough part {n}: {thing}', 'Every secret in {thing}', 'No-hit run of {thing}', 'The boss of {thing}, explained'],
        'gaming/rpg' => ['Building a character for {thing}', '{n} hours into {thing}', 'Side quests you missed in {thing}', 'Lore deep dive: {thing}'],
        'gaming/strategy' => ['Turn {n}: {thing}', 'From nothing to empire with {thing}', '{thing} opening guide', 'Why {thing} wins every match'],
        'music' => ['{thing} (live session)', 'Lo-fi {thing} to study to', '{thing} — acoustic cover', 'Making a beat from {thing}', '{thing} | official video', 'Track {n}: {thing}'],
        'tech' => ['I tested {thing} for {n} weeks', '{thing} review: worth it?', 'Building {thing} from scratch', '{n} things nobody tells you about {thing}'],
        'sports' => ['Highlights: {thing}', '{thing} training routine', 'Breaking down {thing}', '{n} drills for {thing}'],
        'travel' => ['{n} days in {thing}', 'Camping at {thing}', '{thing} on a budget', 'The hidden side of {thing}'],
        'news/top-stories' => ['Today\'s briefing: {thing}', 'What we know about {thing}', '{thing}: the key facts', '{thing} in {n} seconds', 'Day {n}: {thing}'],
        'news/sport' => ['Results round-up: {thing}', '{thing} — match report', 'Matchday {n}: {thing}', 'Week {n} review: {thing}'],
        'news/entertainment' => ['Red carpet recap: {thing}', '{thing} announced', '{n} reactions to {thing}', 'Week {n} in showbiz: {thing}'],
        'news/business' => ['Markets: {thing}', 'Why {thing} matters for your wallet', 'The {n} numbers behind {thing}', '{thing} in {n} charts'],
        'news/technology' => ['{thing} launches', 'Tech week: {thing}', '{n} questions about {thing}', 'Hands-on with {thing}'],
        'news/world' => ['{thing}: live coverage', 'Around the world: {thing}', 'Day {n} of {thing}', '{thing}: {n} voices from the ground'],
        'movies' => ['{thing} — trailer breakdown', 'Every easter egg in {thing}', '{thing} ending explained', 'Ranking {n} {thing} films'],
        'fashion' => ['{n} outfits with {thing}', 'Get ready with me: {thing}', '{thing} haul and try-on', 'Skincare routine: {thing}'],
    ];

    /**
     * @var array<string, list<string>>
     */
    public const THINGS = [
        'education' => ['black holes', 'the printing press', 'compound interest', 'photosynthesis', 'prime numbers', 'the Roman calendar', 'volcanoes', 'memory'],
        'entertainment' => ['only speaking in rhymes', 'a blind taste test', 'the office talent show', 'paper animation', 'a one-take sketch', 'fan dares'],
        'gaming' => ['a sky castle', 'the ice caves', 'a sniper-only lobby', 'the final dungeon', 'a farming empire', 'the desert map', 'a speedrun route', 'the night raid'],
        'music' => ['Harbour Lights', 'rainy window', 'Blue Hour', 'a vintage synth', 'Northern Road', 'kora and cello', 'Paper Planes'],
        'tech' => ['a home server', 'mechanical keyboards', 'a solar power bank', 'a tiny laptop', 'open-source routers', 'a robot vacuum', 'e-ink tablets'],
        'sports' => ['the derby', 'the final quarter', 'a mountain ultra', 'the perfect free throw', 'sprint starts', 'the comeback season'],
        'travel' => ['Lisbon', 'the fjords', 'a night train', 'Hokkaido', 'the lake district', 'Patagonia', 'a desert canyon'],
        'news' => ['the coastal storm', 'the summit talks', 'the new rail line', 'record heat', 'interest rates', 'the election count', 'the satellite launch'],
        'movies' => ['the heist sequel', 'space westerns', 'the silent remake', 'noir classics', 'the animated epic', 'monster movies'],
        'fashion' => ['thrifted denim', 'a capsule wardrobe', 'glass skin', 'linen suits', 'autumn layers', 'bold sneakers'],
    ];

    /** @var list<string> */
    public const STREAM_CATEGORIES = ['Minecraft', 'Just Chatting', 'Music', 'Strategy', 'First-person shooters', 'Travel & Outdoors', 'Sports talk', 'Art'];

    /** @var list<string> */
    public const COMMENTS = [
        'This is exactly what I needed today, thank you!',
        'The editing on this one is so clean.',
        'Came here from the community post, not disappointed.',
        'Can you do a follow-up on this?',
        'I watched this three times and still learned something new.',
        'The part at the halfway mark made me laugh out loud.',
        'Underrated channel, honestly.',
        'Sound quality is way better than last time.',
        'Who else is watching this at 2 am?',
        'I tried this myself and it worked first time.',
        'Respectfully, I disagree with the ending.',
        'Saving this for the weekend.',
        'More of this please!',
        'Your explanations are always so calm and clear.',
        'First time here, instantly subscribed.',
    ];

    /** @var list<string> */
    public const REPLIES = [
        'Agreed, 100%.',
        'Same here!',
        'Ha, I thought the same thing.',
        'Thanks for watching!',
        'Good point, hadn\'t thought of that.',
        'Seconded.',
    ];

    /** @var list<string> */
    public const POSTS = [
        'New video drops this Friday. Any guesses what it is about?',
        'Thank you for all the kind words on the last upload. You are the best audience.',
        'Quick poll: longer videos or more frequent ones?',
        'Behind the scenes from today\'s shoot.',
        'We just passed a milestone I never thought we would reach. Thank you!',
        'Taking a short break next week; back with something big after.',
        'What should the next series be about? Ideas below.',
    ];

    /** @var list<string> */
    public const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'IN', 'BR', 'JP', 'CA', 'NG', 'KR', 'AU', 'ES', 'MX', 'SE', 'KE'];

    /** @var list<array{int, int, int}> */
    public const PALETTE = [
        [239, 68, 68], [249, 115, 22], [234, 179, 8], [34, 197, 94], [20, 184, 166],
        [59, 130, 246], [99, 102, 241], [168, 85, 247], [236, 72, 153], [15, 23, 42],
    ];
}

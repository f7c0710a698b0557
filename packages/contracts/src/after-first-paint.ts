/**
 * The page holds what it will need only after its first paint (a lazy page's chunks, the word
 * catalogue) as links inside a `<template>` of this id, inert until the app's entry has seen the
 * first paint and moves them into the head: fetched beside the page, they arrived before the
 * stylesheets the first paint waits on and took their bandwidth (decision 0027).
 */
export const afterFirstPaintLinksElementId = 'sorte-after-first-paint';

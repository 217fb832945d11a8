// v16's shared template, unchanged: every part of v42 draws with the same pieces (../../held-out-v16/templates/screen-type.ts).
export * from "../../held-out-v16/templates/screen-type";

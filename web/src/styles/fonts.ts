// Self-hosted fonts: the Latin faces and their unicode-ranges are in fonts.css, the Arabic ones in the
// generated arabicFonts.css (scripts/subset-fonts.mjs).
import './fonts.css';
import './arabicFonts.css';

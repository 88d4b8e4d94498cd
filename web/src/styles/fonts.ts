// Self-hosted fonts: the faces and their unicode-ranges are in fonts.css.
import './fonts.css';

#!/usr/bin/env bash
# Generates the demo gallery media, the default page images, the about-us avatars and the sample CV
# under web/public/. Everything is abstract and generated for this project (no photos of people).
#
# Needs ffmpeg (Debian: `apt-get update && apt-get install -y ffmpeg`) with the DejaVu fonts it pulls
# in, and Node 22. Dev tool only: the generated files are committed, so building and running the
# project does not need ffmpeg. Run from the repository root: bash scripts/assets/generate-media.sh
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
pub="$root/web/public"
font="/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
mkdir -p "$pub/media/images" "$pub/media/videos" "$pub/media/defaults" "$pub/media/avatars" "$pub/cvs"
ff() { ffmpeg -hide_banner -loglevel error -y "$@"; }

# Palette pairs (teal/sand/indigo/rose ...) for the abstract gradients.
colors=(
  "0x0f766e 0xf5e6c8" "0x134e4a 0x5eead4" "0x1e3a8a 0x93c5fd" "0x7c2d12 0xfdba74"
  "0x3f6212 0xd9f99d" "0x581c87 0xf0abfc" "0x0c4a6e 0xbae6fd" "0x78350f 0xfde68a"
  "0x164e63 0xa5f3fc" "0x831843 0xfbcfe8" "0x14532d 0xbbf7d0" "0x312e81 0xc7d2fe"
)
labels=("Home care" "Clean rooms" "Family time" "Kitchen" "Garden" "Laundry" "Driving" "Childcare" "Training" "Office" "Welcome" "Teamwork")

# 12 gallery images, 640x400 JPEG: a soft gradient with a label.
for i in "${!colors[@]}"; do
  n=$((i + 1))
  read -r c0 c1 <<<"${colors[$i]}"
  ff -f lavfi -i "gradients=s=640x400:c0=${c0}:c1=${c1}:x0=0:y0=0:x1=640:y1=400:seed=${n}:duration=1" \
    -vf "drawtext=fontfile=${font}:text='${labels[$i]}':fontcolor=white@0.9:fontsize=40:x=(w-text_w)/2:y=(h-text_h)/2:shadowcolor=black@0.4:shadowx=2:shadowy=2" \
    -frames:v 1 -q:v 5 "$pub/media/images/gallery-$(printf '%02d' "$n").jpg"
done

# 4 short videos, 320x180, 4 s, H.264 baseline + faststart, no audio.
vsrc=(
  "gradients=s=320x180:c0=0x0f766e:c1=0xf5e6c8:speed=0.05:rate=15"
  "mandelbrot=s=320x180:rate=15"
  "testsrc2=s=320x180:rate=15"
  "gradients=s=320x180:c0=0x1e3a8a:c1=0xfdba74:c2=0x5eead4:n=3:speed=0.08:rate=15"
)
vlabel=("Our office" "Training day" "Quality checks" "Welcome")
for i in "${!vsrc[@]}"; do
  n=$((i + 1))
  ff -f lavfi -i "${vsrc[$i]}" -t 4 \
    -vf "drawtext=fontfile=${font}:text='${vlabel[$i]}':fontcolor=white:fontsize=24:x=(w-text_w)/2:y=h-40:box=1:boxcolor=black@0.45:boxborderw=6" \
    -c:v libx264 -profile:v baseline -pix_fmt yuv420p -crf 30 -movflags +faststart -an "$pub/media/videos/video-$(printf '%02d' "$n").mp4"
done
# Posters for the first two videos; the other two exercise the in-browser thumbnail generation.
for n in 01 02; do
  ff -ss 1 -i "$pub/media/videos/video-$n.mp4" -frames:v 1 -q:v 6 "$pub/media/videos/video-$n-poster.jpg"
done

# Default page images (the functions' ensure-default-images step points settings at these paths).
ff -f lavfi -i "gradients=s=1280x560:c0=0x0f766e:c1=0x134e4a:c2=0xf5e6c8:n=3:seed=7:duration=1" -frames:v 1 -q:v 7 "$pub/media/defaults/hero.jpg"
ff -f lavfi -i "gradients=s=960x540:c0=0x1e3a8a:c1=0x93c5fd:seed=3:duration=1" -frames:v 1 -q:v 7 "$pub/media/defaults/about-us.jpg"
ff -f lavfi -i "gradients=s=960x540:c0=0x78350f:c1=0xfde68a:seed=5:duration=1" -frames:v 1 -q:v 7 "$pub/media/defaults/services.jpg"
ff -f lavfi -i "gradients=s=960x540:c0=0x164e63:c1=0xa5f3fc:seed=9:duration=1" -frames:v 1 -q:v 7 "$pub/media/defaults/contact.jpg"

# Neutral avatars (SVG silhouettes) and the one-page sample CV.
node "$root/scripts/assets/write-static-assets.mjs" "$pub"
ls -l "$pub/media/images" "$pub/media/videos" "$pub/media/defaults" "$pub/media/avatars" "$pub/cvs"

#!/bin/sh
# Rebuilds server/assets/demo.mp4, the one demo video every video goods of the catalogue copies.
# The source is synthetic (a plush bear face drawn by ffmpeg's geq filter, bobbing on a pastel
# background) so the repo ships no third-party footage. Flat colours keep the file tiny; baseline-
# compatible H.264 in yuv420p with the moov atom first (+faststart) plays in every browser and
# starts before the whole file has arrived.
set -eu
cd "$(dirname "$0")"

# Bear centre: bobs up and down and sways a little over the 4 s loop (T is seconds).
CX='(240+40*sin(2*PI*T/4))'
CY='(250+25*sin(4*PI*T/4))'
# d(dx,dy) < r tests: head, two ears, two eyes, snout, nose.
HEAD="lt(hypot(X-$CX,Y-$CY),120)"
EARS="(lt(hypot(X-$CX+95,Y-$CY+95),42)+lt(hypot(X-$CX-95,Y-$CY+95),42))"
INNER="(lt(hypot(X-$CX+95,Y-$CY+95),22)+lt(hypot(X-$CX-95,Y-$CY+95),22))"
EYES="(lt(hypot(X-$CX+45,Y-$CY+20),13)+lt(hypot(X-$CX-45,Y-$CY+20),13))"
SNOUT="lt(hypot((X-$CX)/1.3,Y-$CY-35),36)"
NOSE="lt(hypot((X-$CX)/1.4,Y-$CY-22),12)"
# Layered from the top: eyes and nose dark, snout cream, inner ears pink, head and ears brown, else background.
pick() {
  echo "if(gt($EYES+$NOSE,0),$1,if($SNOUT,$2,if(gt($INNER,0),$3,if(gt($HEAD+$EARS,0),$4,$5))))"
}

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "color=c=black:s=480x480:r=20:d=4,format=rgb24" \
  -vf "geq=r='$(pick 60 245 240 196 250)':g='$(pick 40 228 170 150 222)':b='$(pick 35 200 180 110 230)',format=yuv420p" \
  -c:v libx264 -profile:v baseline -level 3.0 -preset veryslow -crf 28 -pix_fmt yuv420p \
  -movflags +faststart -an \
  demo.mp4

ls -l demo.mp4

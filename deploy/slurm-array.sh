#!/bin/bash
# One count in shares on Slurm: a job array runs one task per share, and the task's index
# (SLURM_ARRAY_TASK_ID, 0..N-1) is the share it counts; the number of shares is the array's size
# (SLURM_ARRAY_TASK_COUNT). Each share writes results/share-<i>.json (written under another name
# and renamed, so that a task stopped halfway leaves no half file; a share run again writes the
# same result). docs/scale.md says how to run it and add the shares up.
#
#   sbatch --array=0-63 deploy/slurm-array.sh solve examples/pentomino-6x10.logel
#   sbatch --array=0-63 deploy/slurm-array.sh xc problem.dlx
#
# `logel` must be on the PATH of the compute nodes (npm install -g on a built checkout), or
# LOGEL names the command (sbatch --export=ALL,LOGEL="node $PWD/bin/logel.js" ...).
#
#SBATCH --job-name=logel-count
#SBATCH --cpus-per-task=1
#SBATCH --mem=1G
#SBATCH --time=24:00:00
#SBATCH --output=logs/logel-%A_%a.out
set -euo pipefail

kind=${1:?usage: sbatch --array=0-N deploy/slurm-array.sh solve|xc FILE}
file=${2:?usage: sbatch --array=0-N deploy/slurm-array.sh solve|xc FILE}
: "${SLURM_ARRAY_TASK_ID:?run this script with sbatch --array=0-N}"
first=${SLURM_ARRAY_TASK_MIN:-0}
if [ "$first" != 0 ]; then echo "the array must start at 0 (--array=0-N)" >&2; exit 2; fi
logel=${LOGEL:-logel}
share="$SLURM_ARRAY_TASK_ID/$SLURM_ARRAY_TASK_COUNT"
mkdir -p results
out="results/share-$SLURM_ARRAY_TASK_ID.json"
case "$kind" in
  solve) $logel solve "$file" --count --json --shard "$share" > "$out.part" ;;
  xc) $logel xc "$file" --shard "$share" > "$out.part" ;;
  *) echo "the first argument is solve or xc, not '$kind'" >&2; exit 2 ;;
esac
mv "$out.part" "$out"

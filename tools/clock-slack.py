#!/usr/bin/env python3
"""How close each move of a match came to its flag, read from a system-call trace of the runner.

For every move: the time from eschess-cli writing "position ... go wtime W btime B ..." to an
engine until it reads that engine's bestmove (the clock the runner charges), against the
mover's clock in that go. slack = clock - time taken; a move with slack below zero loses on
time at --margin 0. Also the runner's own time from reading a bestmove to sending the
opponent's go, which the opponent's clock pays. Trace the runner's main thread like this
(strace's seccomp filter stops only the traced calls, so the engines' searches run at speed):

    strace -f -ff --seccomp-bpf -ttt -s 2000 -e trace=read,write,pipe2 -o trace/t \\
        eschess-cli match ... --tc 1+0.01 --margin 0 ...
    tools/clock-slack.py $(grep -l pipe2 trace/t.* | xargs ls -S | head -1)

The largest file with pipe2 calls is the runner's main thread (one file per thread; an .xz
file is read too). QProcess opens three pipes per engine, stdin first then stdout, which is
how a bestmove read is matched with the go written before it.
"""
import lzma
import re
import sys

PIPE = re.compile(r'^(\d+\.\d+) pipe2\(\[(\d+), (\d+)\]')
IO = re.compile(r'^(\d+\.\d+) (read|write)\((\d+), "(.*?)"(?:\.\.\.)?, \d+\)\s+= -?\d+')
GO = re.compile(r'go wtime (\d+) btime (\d+)')


def mover_is_white(position_command):
    words = position_command.split()
    white_starts = words[1] == 'startpos' or words[3] == 'w'
    played = position_command.split(' moves ')
    plies = len(played[1].split()) if len(played) > 1 else 0
    return white_starts == (plies % 2 == 0), plies


def percentile(sorted_values, fraction):
    return sorted_values[min(len(sorted_values) - 1, int(len(sorted_values) * fraction))]


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    path = sys.argv[1]
    opened = lzma.open(path, 'rt') if path.endswith('.xz') else open(path, encoding='utf-8', errors='replace')
    new_pipes, stdout_to_stdin, waiting, moves = [], {}, {}, []
    # The position command the opponent's go must bring after a bestmove (the mover's position
    # and that move) -> when the runner read the bestmove: exact, where a move's text alone
    # would match another game's.
    expected = {}
    runner = []
    with opened as trace:
        for line in trace:
            m = PIPE.match(line)
            if m:
                new_pipes.append((int(m.group(2)), int(m.group(3))))
                if len(new_pipes) == 3:  # stdin [read, write], stdout [read, write], stderr
                    stdout_to_stdin[new_pipes[1][0]] = new_pipes[0][1]
                    new_pipes = []
                continue
            m = IO.match(line)
            if not m:
                continue
            new_pipes = []
            when, call, fd, text = float(m.group(1)), m.group(2), int(m.group(3)), m.group(4)
            if call == 'write' and text.startswith('position'):
                command = text.split('\\n')[0]
                go = GO.search(text)
                if command in expected:
                    runner.append((when - expected.pop(command)) * 1000)
                if go:
                    white, plies = mover_is_white(command)
                    waiting[fd] = (when, int(go.group(1) if white else go.group(2)), plies, command)
            elif call == 'read' and 'bestmove' in text:
                stdin = stdout_to_stdin.get(fd)
                if stdin in waiting:
                    sent, clock, plies, command = waiting.pop(stdin)
                    taken = (when - sent) * 1000
                    moves.append((clock - taken, taken, clock, plies))
                    best = re.search(r'bestmove (\S+?)(?:\\n| |$)', text)
                    if best:
                        expected[command + (' ' if ' moves ' in command else ' moves ') + best.group(1)] = when
    if not moves:
        sys.exit(f'{path}: no go/bestmove pairs found (is it the runner main thread, traced with -s 2000?)')
    moves.sort()
    slack = [m[0] for m in moves]
    late = sorted(m[2] for m in moves if m[3] >= 80)
    print(f'{len(moves)} moves; slack (clock - time taken): min {slack[0]:.1f} ms, 0.1% {percentile(slack, 0.001):.1f}, '
          f'1% {percentile(slack, 0.01):.1f}, median {percentile(slack, 0.5):.1f}')
    if late:
        print(f'clock at the go after 80 plies: median {percentile(late, 0.5)} ms, '
              f'10% {percentile(late, 0.1)} ms ({len(late)} moves)')
    for s, taken, clock, plies in moves[:5]:
        print(f'  slack {s:6.1f} ms: took {taken:6.1f} ms of {clock} ms, {plies} plies after the starting position')
    if runner:
        runner.sort()
        print(f'runner, bestmove read to the next go sent: median {percentile(runner, 0.5):.2f} ms, '
              f'99% {percentile(runner, 0.99):.2f}, 99.9% {percentile(runner, 0.999):.2f}, max {runner[-1]:.2f}')
    lost = sum(1 for s in slack if s < 0)
    print(f'moves past the flag: {lost}')


if __name__ == '__main__':
    main()

#!/usr/bin/env perl
# The branches of the oracle's checks, for scripts/mutation-pass.sh --oracle-branches: each
# part of the condition that leads to a `fail(...)` or `report(...)` call, taken out in turn,
# so that the check still runs but fires less often (a narrowed check).
#
#   - `if A || B, C { fail }`: each of A and B, of each clause with more than one, made
#     `false` (the check no longer fires for it);
#   - `guard A, B else { fail }` and `guard A && B else { fail }`: each of A and B made
#     `true` (a binding, `let x = ...`, stays).
#
#   oracle-branches.pl count FILE      how many branches FILE has
#   oracle-branches.pl show FILE N     the line of branch N (from 0) and the part taken out
#   oracle-branches.pl drop FILE N     FILE with branch N taken out, to stdout
use strict;
use warnings;

my ($mode, $file, $wanted) = @ARGV;
open(my $in, '<', $file) or die "cannot read $file: $!";
my $text = do { local $/; <$in> };
close($in);

# The parts of `$from..$to` split at `$separator` (a regex of one token) outside any
# bracket, string or closure: a list of [start, end] (end exclusive), trimmed.
sub split_top {
  my ($from, $to, $separator) = @_;
  my @parts;
  my $depth = 0;
  my $quote = 0;
  my $part = $from;
  for (my $i = $from; $i < $to; $i++) {
    my $c = substr($text, $i, 1);
    if ($quote) { $quote = 0 if $c eq '"' && substr($text, $i - 1, 1) ne '\\'; next; }
    if ($c eq '"') { $quote = 1; next; }
    if ($c =~ /[(\[{]/) { $depth++; next; }
    if ($c =~ /[)\]}]/) { $depth--; next; }
    next if $depth;
    if (substr($text, $i) =~ /^$separator/) {
      push @parts, [$part, $i];
      $i += length($&) - 1;
      $part = $i + 1;
    }
  }
  push @parts, [$part, $to];
  for my $p (@parts) {
    $p->[0]++ while $p->[0] < $p->[1] && substr($text, $p->[0], 1) =~ /\s/;
    $p->[1]-- while $p->[1] > $p->[0] && substr($text, $p->[1] - 1, 1) =~ /\s/;
  }
  return @parts;
}

# Where the block opening at `$open` closes.
sub block_end {
  my ($open) = @_;
  my $depth = 0;
  for (my $i = $open; $i < length($text); $i++) {
    my $c = substr($text, $i, 1);
    $depth++ if $c eq '{';
    if ($c eq '}') { $depth--; return $i if $depth == 0; }
  }
  return length($text);
}

# Each branch: [start, end, replacement].
my @branches;
while ($text =~ /\b(if|guard)\s/g) {
  my ($keyword, $start) = ($1, $+[0]);
  # Not in a comment or a string.
  my $line_start = rindex($text, "\n", $-[0]) + 1;
  my $before = substr($text, $line_start, $-[0] - $line_start);
  next if $before =~ m{//} || ($before =~ tr/"//) % 2;
  # The condition ends at the first `{` outside brackets (for `guard`, at `else {`).
  my ($depth, $open) = (0, -1);
  for (my $i = $start; $i < length($text); $i++) {
    my $c = substr($text, $i, 1);
    if ($c =~ /[(\[]/) { $depth++; next; }
    if ($c =~ /[)\]]/) { $depth--; next; }
    if ($c eq '{' && !$depth) { $open = $i; last; }
  }
  next if $open < 0;
  my $end = $open;
  if ($keyword eq 'guard') {
    next unless substr($text, $start, $open - $start) =~ /\belse\s*$/;
    $end = $start + $-[0];
  }
  my $body = substr($text, $open, block_end($open) - $open);
  # Only the conditions whose block calls a check.
  next unless $body =~ /\b(?:fail|report)\(/;
  my @clauses = split_top($start, $end, ',');
  for my $clause (@clauses) {
    my $clause_text = substr($text, $clause->[0], $clause->[1] - $clause->[0]);
    next if $clause_text =~ /^(?:let|var|case)\b/;
    if ($keyword eq 'if') {
      my @terms = split_top($clause->[0], $clause->[1], '\|\|');
      next if @terms < 2;
      push @branches, [$_->[0], $_->[1], 'false'] for @terms;
    } else {
      my @terms = split_top($clause->[0], $clause->[1], '&&');
      push @branches, [$_->[0], $_->[1], 'true'] for @terms;
    }
  }
}

if ($mode eq 'count') { print scalar(@branches), "\n"; exit 0; }
my ($start, $end, $replacement) = @{ $branches[$wanted] or die "no branch $wanted in $file\n" };
if ($mode eq 'show') {
  my $line = 1 + (substr($text, 0, $start) =~ tr/\n//);
  (my $part = substr($text, $start, $end - $start)) =~ s/\s+/ /g;
  print "$line: $part -> $replacement\n";
} elsif ($mode eq 'drop') {
  print substr($text, 0, $start), $replacement, substr($text, $end);
} else {
  die "unknown mode $mode\n";
}

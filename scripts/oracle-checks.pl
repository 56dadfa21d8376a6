#!/usr/bin/env perl
# The check calls of the oracle, for scripts/mutation-pass.sh --oracle-checks: every
# `fail(...)` or `report(...)` call in FILE (not the definitions of those two functions).
#
#   oracle-checks.pl count FILE        how many calls FILE has
#   oracle-checks.pl show FILE N       the line of call N (from 0)
#   oracle-checks.pl drop FILE N       FILE with call N replaced by `_ = ()`, to stdout
use strict;
use warnings;

my ($mode, $file, $wanted) = @ARGV;
open(my $in, '<', $file) or die "cannot read $file: $!";
my $text = do { local $/; <$in> };
close($in);

# Each call: where it starts and where its closing parenthesis is.
my @calls;
while ($text =~ /\b(?:fail|report)\(/g) {
  my $start = $-[0];
  my $line_start = rindex($text, "\n", $start) + 1;
  next if substr($text, $line_start, $start - $line_start) =~ /\bfunc\s*$/;
  my $depth = 0;
  my $end = $start + length($&) - 1;
  for (my $i = $end; $i < length($text); $i++) {
    my $c = substr($text, $i, 1);
    $depth++ if $c eq '(';
    if ($c eq ')') { $depth--; if ($depth == 0) { $end = $i; last; } }
  }
  push @calls, [$start, $end];
}

if ($mode eq 'count') { print scalar(@calls), "\n"; exit 0; }
my ($start, $end) = @{ $calls[$wanted] or die "no call $wanted in $file\n" };
if ($mode eq 'show') {
  my $line = 1 + (substr($text, 0, $start) =~ tr/\n//);
  my $first = (split /\n/, substr($text, $start))[0];
  print "$line: $first\n";
} elsif ($mode eq 'drop') {
  print substr($text, 0, $start), '_ = ()', substr($text, $end + 1);
} else {
  die "unknown mode $mode\n";
}

/// `1234567` as `1,234,567`.
package func grouped(_ value: Int) -> String {
  let digits = String(value.magnitude)
  var text = ""
  for (index, digit) in digits.enumerated() {
    if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
    text.append(digit)
  }
  return (value < 0 ? "-" : "") + text
}

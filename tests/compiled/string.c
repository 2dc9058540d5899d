/* String functions for the compiled-code corpus (tests/test_compiled_x86.py). Written so that
   gcc -O2 keeps them as loops: a plain strlen or copy loop would become a call to libc. */

unsigned hash_str(const char *s)
{
    unsigned h = 5381;
    while (*s)
        h = h * 33 + (unsigned char)*s++;
    return h;
}

int str_compare(const char *a, const char *b)
{
    while (*a && *a == *b) {
        a++;
        b++;
    }
    return (unsigned char)*a - (unsigned char)*b;
}

int count_char(const char *s, int c)
{
    int n = 0;
    for (; *s; s++)
        n += (*s == c);
    return n;
}

int upcase(char *s)
{
    int n = 0;
    for (; *s; s++)
        if (*s >= 'a' && *s <= 'z') {
            *s -= 'a' - 'A';
            n++;
        }
    return n;
}

int reverse(char *s, int n)
{
    for (int i = 0, j = n - 1; i < j; i++, j--) {
        char t = s[i];
        s[i] = s[j];
        s[j] = t;
    }
    return s[0];
}

int parse_int(const char *s)
{
    int sign = 1, v = 0;
    while (*s == ' ')
        s++;
    if (*s == '-') {
        sign = -1;
        s++;
    } else if (*s == '+')
        s++;
    while (*s >= '0' && *s <= '9')
        v = v * 10 + (*s++ - '0');
    return sign * v;
}

unsigned to_hex(unsigned v, char *out)
{
    static const char digits[] = "0123456789abcdef";
    unsigned sum = 0;
    for (int i = 7; i >= 0; i--) {
        out[i] = digits[v & 15];
        sum = sum * 3 + out[i];
        v >>= 4;
    }
    out[8] = 0;
    return sum;
}
